/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: 'misuse-npy-read-type.npy' does not hold <i8 data of the shape of v" } */
/* Misuse catalogue: Reading a .npy file of another type.  */
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
  distributed long v[x];
  hpc_write_npy ("misuse-npy-read-type.npy", u, "<f8");
  hpc_read_npy (v, "misuse-npy-read-type.npy", "<i8");
  return 0;
}
