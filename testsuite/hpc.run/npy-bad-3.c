/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: 'npy-bad-3.npy' does not hold <f8 data of the shape of u \\(Fortran order\\)" } */
/* A file numpy wrote in Fortran order is refused.  */
#include <stdlib.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  if (hpc_rank () == 0
      && system ("/usr/bin/python3 -c \"import numpy as np; np.save("
                 "'npy-bad-3.npy', np.asfortranarray(np.ones((4, 3))))\""))
    hpc_abort (2, "cannot write the test's .npy file");
  MPI_Barrier (hpc_comm (p));
  on (p) {
    Range x = hpc_block_range (4, hpc_dim (p, 0));
    distributed double u[x][3];
    hpc_read_npy (u, "npy-bad-3.npy", "<f8");
  }
  return 0;
}
