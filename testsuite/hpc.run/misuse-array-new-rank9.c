/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_new: array: rank 9; an array has 1 to 8 dimensions" } */
/* Misuse catalogue: An array of rank 9.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long n[9] = { 1, 1, 1, 1, 1, 1, 1, 1, 1 };
  hpc_array_new (4, 9, NULL, n);
  return 0;
}
