/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: u: width 1 in dimension 1 is not within its ghost width 0" } */
/* Misuse catalogue: A halo width on a dimension without ghosts.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d, 1);
  distributed double u[x][4];
  int w[] = { 1, 1 };
  hpc_write_halo (u, w);
  return 0;
}
