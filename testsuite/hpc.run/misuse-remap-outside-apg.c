/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: u's group \\(.*\\) is not part of the active process group" } */
/* Misuse catalogue: hpc_remap from an array made outside the active group.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed int u[x];
  on (hpc_procs1 (1)) {
    distributed int v[4];
    hpc_remap (v, u);
  }
  return 0;
}
