/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_cshift: shapes differ" } */
/* Misuse catalogue: hpc_cshift between different shapes names hpc_cshift.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d), y = hpc_block_range (7, d);
  distributed double a[x], b[y];
  hpc_cshift (b, a, 1, 0);
  return 0;
}
