/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo_begin: u: dimension 0 has boundary mode but the boundary function is NULL" } */
/* Misuse catalogue: Split-phase boundary mode without a function.  */
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
  int mode[] = { HPC_HALO_BOUNDARY };
  hpc_write_halo_begin_mode (u, NULL, mode, NULL, NULL);
  return 0;
}
