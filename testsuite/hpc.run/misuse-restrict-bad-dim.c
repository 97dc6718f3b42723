/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_restrict: dimension 1 of a group of 1 dimensions" } */
/* Misuse catalogue: Restricting a dimension the grid lacks.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_restrict (p, 1, 0);
  return 0;
}
