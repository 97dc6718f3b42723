/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: 0x\[0-9a-f\]+ is neither a distributed array nor a section" } */
/* Misuse catalogue: Remapping from a plain C array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed double v[x];
  double w[4];
  hpc_remap (v, w);
  return 0;
}
