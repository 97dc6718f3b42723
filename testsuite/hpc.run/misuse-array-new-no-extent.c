/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_new: array: dimension 0 has neither a range nor an extent" } */
/* Misuse catalogue: A dimension without range or extent.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_array_new (4, 1, NULL, NULL);
  return 0;
}
