/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-fail "libhpc: hpc_remap: shapes differ: array is .6., array is .5." } */
/* hpc_remap between arrays of different shapes.  */

#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (5, hpc_dim (p, 0));
  Range y = hpc_cyclic_range (6, hpc_dim (p, 0));
  float *a = hpc_array_new (sizeof (float), 1, &x, NULL);
  float *b = hpc_array_new (sizeof (float), 1, &y, NULL);
  hpc_remap (b, a);
  return 0;
}
