/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_array_free: 0x\[0-9a-f\]+ is not a distributed array" } */
/* Misuse catalogue: Freeing memory libhpc did not allocate.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  double v[4];
  hpc_array_free (v);
  return 0;
}
