/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_scatter: root -1 is not a rank of the active process group \\(0..1\\)" } */
/* Misuse catalogue: hpc_scatter from a negative root.  */
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
  int buf[4] = { 0 };
  hpc_scatter (u, buf, -1);
  return 0;
}
