/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_sum_double: u: index 3 outside 0..2 of dimension 1" } */
/* Misuse catalogue: A scalar a[[...]] entry past the end.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  distributed double u[x][3];
  hpc_sum_double (u[[:, 3]]);
  return 0;
}
