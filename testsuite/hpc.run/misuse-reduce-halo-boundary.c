/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce_halo: u: mode 2 in dimension 0 is not valid here" } */
/* Misuse catalogue: hpc_reduce_halo has no boundary mode.  */
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
  hpc_reduce_halo_mode (u, NULL, mode, MPI_DOUBLE, MPI_SUM);
  return 0;
}
