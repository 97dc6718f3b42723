/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: at: .*misuse-at-outside.c:\[0-9\]+: index 10 is outside the range 0..9" } */
/* Misuse catalogue: at of an index past the range.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  at (l = x[10]) hpc_nprocs ();
  return 0;
}
