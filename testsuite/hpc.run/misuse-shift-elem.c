/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_shift: elements of 8 and 4 bytes" } */
/* Misuse catalogue: Shifting between different element sizes.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed double b[x];
  distributed float a[x];
  hpc_shift (b, a, 1, 0, HPC_SHIFT_EDGE);
  return 0;
}
