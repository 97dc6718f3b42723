/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_gather: u's group is not part of the active process group" } */
/* Misuse catalogue: hpc_gather of an array made outside the active group.  */
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
  int buf[4];
  on (hpc_procs1 (1))
    hpc_gather (buf, u, 0);
  return 0;
}
