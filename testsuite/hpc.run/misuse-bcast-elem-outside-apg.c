/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_bcast_elem: u's group is not part of the active process group" } */
/* Misuse catalogue: hpc_bcast_elem of an array made outside the active
   group.  */
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
  long i = 0;
  on (hpc_procs1 (1))
    hpc_bcast_elem (&out, u, &i);
  return 0;
}
