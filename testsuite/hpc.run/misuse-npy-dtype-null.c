/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_npy: '\\(null\\)' is not a numpy type string" } */
/* Misuse catalogue: A NULL dtype.  */
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
  hpc_write_npy ("misuse-npy-dtype-null.npy", u, NULL);
  return 0;
}
