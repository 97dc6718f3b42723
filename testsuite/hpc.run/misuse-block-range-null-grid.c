/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_block_range(_ghost)?: the dimension's process grid is NULL" } */
/* Misuse catalogue: A Dimension without a grid.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Dimension bad = { NULL, 0 };
  hpc_block_range (10, bad);
  return 0;
}
