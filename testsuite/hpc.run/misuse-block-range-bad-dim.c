/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_block_range(_ghost)?: dimension 1 of a grid of 1 dimensions" } */
/* Misuse catalogue: A Dimension past the grid's dimensions.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Dimension bad = { p, 1 };
  hpc_block_range (10, bad);
  return 0;
}
