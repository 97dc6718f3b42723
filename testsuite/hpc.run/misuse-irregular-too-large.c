/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_irregular_range: size \[0-9\]+ of process 1 is too large" } */
/* Misuse catalogue: Sizes whose total overflows.  */
#include <hpc.h>
#include <stdio.h>
#include <limits.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long sizes[] = { 1, LONG_MAX };
  hpc_irregular_range (d, sizes);
  return 0;
}
