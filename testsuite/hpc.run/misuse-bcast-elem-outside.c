/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_bcast_elem: u: index 4 outside 0..3 of dimension 0" } */
/* Misuse catalogue: hpc_bcast_elem past the end.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed int u[x];
  int out;
  long i = 4;
  hpc_bcast_elem (&out, u, &i);
  return 0;
}
