/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: element sizes differ: 8 bytes \\(v\\) and 4 \\(u\\)" } */
/* Misuse catalogue: Remapping between element sizes.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (6, d);
  distributed float u[x];
  distributed double v[x];
  hpc_remap (v, u);
  return 0;
}
