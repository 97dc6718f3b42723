/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: element sizes differ: 8 bytes \\(array\\) and 4" } */
/* hpc_remap between arrays of different element sizes.  */

#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (5, hpc_dim (p, 0));
  float *a = hpc_array_new (sizeof (float), 1, &x, NULL);
  double *b = hpc_array_new (sizeof (double), 1, &x, NULL);
  hpc_remap (b, a);
  return 0;
}
