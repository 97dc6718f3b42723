/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_cshift: dimension -1 out of range 0..0" } */
/* Misuse catalogue: hpc_cshift along a negative dimension names
   hpc_cshift.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed double a[x], b[x];
  hpc_cshift (b, a, 1, -1);
  return 0;
}
