/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-stride-zero.c:\[0-9\]+: stride 0 is not positive" } */
/* Misuse catalogue: over with a stride of 0.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  long st = 0;
  over (i = x | 0 : 9 : st) hpc_nprocs ();
  return 0;
}
