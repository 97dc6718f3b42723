/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce_halo: u: width 2 in dimension 0 is not within its ghost width 1" } */
/* Misuse catalogue: hpc_reduce_halo wider than the ghosts.  */
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
  int w[] = { 2 };
  hpc_reduce_halo_mode (u, w, NULL, MPI_DOUBLE, MPI_SUM);
  return 0;
}
