/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_bcast_elem: u: index 2 outside 0..1 of dimension 0" } */
/* Misuse catalogue: hpc_bcast_elem past the end of a section (indices
   count in the section).  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed int u[x];
  int out;
  long i = 2;
  hpc_bcast_elem (&out, u[[1 : 4 : 2]], &i);
  return 0;
}
