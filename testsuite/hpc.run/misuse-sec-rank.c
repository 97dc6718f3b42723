/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_sec: array: 2 section entries for an array of rank 1" } */
/* Misuse catalogue: More section entries than dimensions.  */
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
  hpc_sec (a, hpc_all (), hpc_all ());
  return 0;
}
