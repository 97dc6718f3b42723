/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_prefix_sum_int: u has 8-byte elements, this call takes 4-byte ones" } */
/* Misuse catalogue: hpc_prefix_sum_int of a long array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed long u[x], v[x];
  hpc_prefix_sum_int (v, u, 1);
  return 0;
}
