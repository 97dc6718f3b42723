/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_cyclic_range: dimension -1 of a grid of 1 dimensions" } */
/* Misuse catalogue: A cyclic range over a dimension the grid lacks.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_cyclic_range (4, (Dimension) { p, -1 });
  return 0;
}
