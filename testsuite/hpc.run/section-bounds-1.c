/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-fail "libhpc: hpc_sec: array: triplet 2:10:2 outside 0..9 of dimension 0" } */
/* A section triplet reaching past the array's bounds.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0));
  float *a = hpc_array_new (sizeof (float), 1, &x, NULL);
  return hpc_sec (a, hpc_triplet (2, 10, 2))->size > 0 ? 0 : 0;
}
