/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_new: array: negative extent -3 in dimension 1" } */
/* Misuse catalogue: A negative sequential extent.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long n[2] = { 2, -3 };
  hpc_array_new (4, 2, NULL, n);
  return 0;
}
