/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_shift: 0x\[0-9a-f\]+ is neither a distributed array nor a section" } */
/* Misuse catalogue: Shifting a plain C array.  */
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
  double v[8];
  hpc_shift (b, v, 1, 0, HPC_SHIFT_EDGE);
  return 0;
}
