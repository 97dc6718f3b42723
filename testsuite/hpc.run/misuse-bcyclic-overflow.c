/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_block_cyclic_range: block size \[0-9\]+ times 2 processes overflows" } */
/* Misuse catalogue: A block size whose period overflows.  */
#include <hpc.h>
#include <stdio.h>
#include <limits.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_block_cyclic_range (LONG_MAX, d, LONG_MAX / 2 + 1);
  return 0;
}
