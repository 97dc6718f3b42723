/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_restrict: dimension 0 is already restricted to coordinate 0 \\(the result would be empty\\)" } */
/* Misuse catalogue: Restricting a restricted dimension to another
   coordinate.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_restrict (hpc_restrict (p, 0, 0), 0, 1);
  return 0;
}
