/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* hpc_comm (g) for direct MPI calls: an MPI_Allreduce over the grid's
   communicator sums what every member holds of a distributed array, as
   hpc_sum does.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 13 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed long u[x];
    long local = 0, total = 0;
    over (i = x | :)
      u[i] = hpc_idx (x, i) * 2;
    over (i = x | :)
      local += u[i];
    MPI_Allreduce (&local, &total, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    CHECK (total == hpc_sum (u) && total == N * (N - 1));
  }
  return 0;
}
