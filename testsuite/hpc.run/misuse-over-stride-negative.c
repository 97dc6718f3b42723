/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-stride-negative.c:\[0-9\]+: stride -1 is not positive" } */
/* Misuse catalogue: over with a negative stride.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (10, d);
  long st = -1;
  over (i = x | 9 : 0 : st) hpc_nprocs ();
  return 0;
}
