/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_array_offset: array: global index \[09\] of dimension 0 \\(extent 10\\) is not held on this process" } */
/* Misuse catalogue: hpc_array_offset of an element held elsewhere.  */
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
  hpc_array_offset (a, 0, hpc_coord (p, 0) == 0 ? 9 : 0);
  return 0;
}
