/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_irregular_range: the sizes are NULL" } */
/* Misuse catalogue: hpc_irregular_range without sizes.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_irregular_range (d, NULL);
  return 0;
}
