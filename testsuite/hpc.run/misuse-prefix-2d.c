/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_prefix_sum_double: u: 2 dimensions; prefix sums take one" } */
/* Misuse catalogue: Prefix sums of a 2-D array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed double u[x][3], v[x][3];
  hpc_prefix_sum (v, u, 1);
  return 0;
}
