/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_array_free: 0x\[0-9a-f\]+ is not a distributed array \\(already freed\\?\\)" } */
/* Misuse catalogue: Freeing an array twice.  */
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
  hpc_array_free (a);
  hpc_array_free (a);
  return 0;
}
