/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: at: .*misuse-at-negative.c:\[0-9\]+: index -1 is outside the range 0..9" } */
/* Misuse catalogue: at of a negative index.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (10, d);
  long k = -1;
  at (l = x[k]) hpc_nprocs ();
  return 0;
}
