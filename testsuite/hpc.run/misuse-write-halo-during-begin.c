/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo: u: hpc_write_halo_begin was not ended by hpc_write_halo_end" } */
/* Misuse catalogue: hpc_write_halo during a split-phase exchange.  */
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
  hpc_write_halo_begin (u);
  hpc_write_halo (u);
  return 0;
}
