/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_sec: array: index 10 outside 0..9 of dimension 0" } */
/* Misuse catalogue: A scalar section entry past the end.  */
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
  hpc_sec (a, hpc_scalar (10));
  return 0;
}
