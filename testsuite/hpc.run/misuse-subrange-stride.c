/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_subrange: stride 0 is not positive" } */
/* Misuse catalogue: A subrange with stride 0.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_subrange (hpc_block_range (10, d), 0, 9, 0);
  return 0;
}
