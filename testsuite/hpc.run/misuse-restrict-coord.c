/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_restrict: coordinate 5 outside 0..1 of dimension 0" } */
/* Misuse catalogue: A coordinate outside the grid.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_restrict (p, 0, 5);
  return 0;
}
