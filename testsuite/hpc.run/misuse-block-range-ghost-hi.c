/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_block_range(_ghost)?: negative ghost width \\(1 below, -1 above\\)" } */
/* Misuse catalogue: A negative upper ghost width.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_block_range_ghost (10, d, 1, -1);
  return 0;
}
