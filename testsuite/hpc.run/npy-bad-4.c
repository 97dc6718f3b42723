/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_read_npy: 'npy-bad-4.npy' does not hold <f8 data of the shape of u \\(another type\\)" } */
/* A file of another numpy type of the same size (int64) is refused.  */
#include <stdlib.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  if (hpc_rank () == 0
      && system ("/usr/bin/python3 -c \"import numpy as np; np.save("
                 "'npy-bad-4.npy', np.arange(5, dtype='<i8'))\""))
    hpc_abort (2, "cannot write the test's .npy file");
  MPI_Barrier (hpc_comm (p));
  on (p) {
    Range x = hpc_cyclic_range (5, hpc_dim (p, 0));
    distributed double u[x];
    hpc_read_npy (u, "npy-bad-4.npy", "<f8");
  }
  return 0;
}
