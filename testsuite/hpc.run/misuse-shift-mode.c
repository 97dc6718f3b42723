/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_shift: mode 5 is neither HPC_SHIFT_CYCLIC nor HPC_SHIFT_EDGE" } */
/* Misuse catalogue: An unknown shift mode.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed double a[x], b[x];
  hpc_shift (b, a, 1, 0, 5);
  return 0;
}
