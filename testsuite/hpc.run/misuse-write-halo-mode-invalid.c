/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: u: mode 7 in dimension 0 is not valid here" } */
/* Misuse catalogue: An unknown halo mode.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d, 1);
  distributed double u[x];
  int mode[] = { 7 };
  hpc_write_halo_mode (u, NULL, mode, NULL, NULL);
  return 0;
}
