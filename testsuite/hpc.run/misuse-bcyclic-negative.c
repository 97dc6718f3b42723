/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_block_cyclic_range: negative extent -5" } */
/* Misuse catalogue: A block-cyclic range of negative extent.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_block_cyclic_range (-5, d, 2);
  return 0;
}
