/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_range: array: dimension 1 of an array of rank 1" } */
/* Misuse catalogue: hpc_array_range past the array's rank.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  double *a = hpc_array_new (sizeof (double), 1, &x, NULL);
  hpc_array_range (a, 1);
  return 0;
}
