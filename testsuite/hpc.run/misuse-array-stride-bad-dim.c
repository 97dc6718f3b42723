/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_stride: array: dimension 2 of an array of rank 2" } */
/* Misuse catalogue: hpc_array_stride past the array's rank.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  double *a = hpc_array_new (sizeof (double), 2, (Range[]) { x, NULL },
                             (long[]) { 0, 3 });
  hpc_array_stride (a, 2);
  return 0;
}
