/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_procs: 0 dimensions; a grid has 1 to 8" } */
/* Misuse catalogue: A grid of no dimensions.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  int shape[1] = { 1 };
  hpc_procs (0, shape);
  return 0;
}
