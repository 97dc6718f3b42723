/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: cannot open 'misuse-npy-no-such-file.npy'" } */
/* Misuse catalogue: Reading a file that does not exist.  */
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
  hpc_read_npy (u, "misuse-npy-no-such-file.npy", "<f8");
  return 0;
}
