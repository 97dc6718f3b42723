/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_prefix_sum_long: shapes differ: v is \\\[5\\\], u is \\\[4\\\]" } */
/* Misuse catalogue: Prefix sums into an array of another size.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d), y = hpc_block_range (5, d);
  distributed long u[x], v[y];
  hpc_prefix_sum (v, u, 0);
  return 0;
}
