/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_shift: b has 2 dimensions but a has 1" } */
/* Misuse catalogue: Shifting between arrays of different ranks.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed double a[x], b[x][2];
  hpc_shift (b, a, 1, 0, HPC_SHIFT_EDGE);
  return 0;
}
