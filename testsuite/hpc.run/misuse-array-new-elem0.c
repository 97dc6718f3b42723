/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_new: array: element size 0" } */
/* Misuse catalogue: Elements of no bytes.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long n = 3;
  hpc_array_new (0, 1, NULL, &n);
  return 0;
}
