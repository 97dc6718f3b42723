/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_irregular_range_ghost: size -3 of process 1 is negative" } */
/* Misuse catalogue: hpc_irregular_range_ghost with a negative size.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long sizes[] = { 4, -3 };
  hpc_irregular_range_ghost (d, sizes, 1, 1);
  return 0;
}
