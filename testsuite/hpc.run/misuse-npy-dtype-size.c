/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_npy: u: type '<f4' does not have the elements' size 8" } */
/* Misuse catalogue: A dtype of another element size.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed double u[x];
  hpc_write_npy ("misuse-npy-dtype-size.npy", u, "<f4");
  return 0;
}
