/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_offset: array: index 5 outside 0..4 of sequential dimension 0" } */
/* Misuse catalogue: hpc_array_offset outside a sequential dimension.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long n = 5;
  int *a = hpc_array_new (sizeof (int), 1, NULL, &n);
  hpc_array_offset (a, 0, 5);
  return 0;
}
