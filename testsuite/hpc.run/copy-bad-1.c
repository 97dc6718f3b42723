/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_copy: array and array are not identically distributed .*; use hpc_remap" } */
/* hpc_copy between different distributions (different ranges, even if
   they happen to coincide on one process).  */

#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (5, hpc_dim (p, 0));
  Range y = hpc_cyclic_range (5, hpc_dim (p, 0));
  int *a = hpc_array_new (sizeof (int), 1, &x, NULL);
  int *b = hpc_array_new (sizeof (int), 1, &y, NULL);
  hpc_copy (b, a);
  return 0;
}
