/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_npy: 'f8' is not a numpy type string like \"<f8\" or \"<i4\"" } */
/* Misuse catalogue: A dtype without byte order.  */
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
  hpc_write_npy ("misuse-npy-dtype-bad.npy", u, "f8");
  return 0;
}
