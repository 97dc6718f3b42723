/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: 'misuse-npy-read-not-npy.npy' is not a .npy file" } */
/* Misuse catalogue: Reading a file that is not .npy.  */
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
  if (hpc_rank () == 0)
    {
      FILE *f = fopen ("misuse-npy-read-not-npy.npy", "w");
      fputs ("not numpy at all\n", f);
      fclose (f);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  hpc_read_npy (u, "misuse-npy-read-not-npy.npy", "<f8");
  return 0;
}
