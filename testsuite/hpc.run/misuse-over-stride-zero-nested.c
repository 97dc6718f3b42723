/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-stride-zero-nested.c:18: stride 0 is not positive" } */
/* Misuse catalogue: an inner over with a stride of 0, whose set-up the
   plugin moves out of the row loop (plugin/hoist.cc): still reported,
   naming the inner over, on the first row.  */
#include <hpc.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long st = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    Range y = hpc_block_range (10, hpc_dim (p, 1));
    over (i = x | :) over (j = y | 0 : 9 : st) hpc_nprocs ();
  }
  return 0;
}
