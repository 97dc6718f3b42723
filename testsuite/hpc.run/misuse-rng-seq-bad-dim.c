/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_range: u: dimension -1 of an array of rank 2" } */
/* Misuse catalogue: hpc_rng with a negative dimension.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  distributed int u[3][4];
  hpc_rng (u, -1);
  return 0;
}
