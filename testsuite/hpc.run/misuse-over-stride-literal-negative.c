/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-stride-literal-negative.c:\[0-9\]+: stride -1 is not positive" } */
/* Misuse catalogue: over with a literal negative stride (triplets count
   upwards only).  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  on (p)
    over (i = x | 9 : 0 : -1) hpc_nprocs ();
  return 0;
}
