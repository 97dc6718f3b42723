/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-fail "libhpc: hpc_array_offset: array: global index 15 of dimension 0 \\(extent 10\\) is not held on this process \\(process \[0-3\] of \[1-4\]\\)" } */
/* hpc_array_offset of a global index outside the array.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
  float *a = hpc_array_new (sizeof (float), 1, &x, NULL);
  printf ("%td\n", hpc_array_offset (a, 0, 15));
  return 0;
}
