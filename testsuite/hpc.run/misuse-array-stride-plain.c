/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_stride: 0x\[0-9a-f\]+ is not a distributed array \\(pass the array's name, not a pointer into it\\)" } */
/* Misuse catalogue: hpc_array_stride of a pointer into an array.  */
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
  hpc_array_stride (a + 1, 0);
  return 0;
}
