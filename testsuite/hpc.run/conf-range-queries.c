/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* Range queries for every kind and sizes 0, 1, 3, 10: hpc_size is N;
   the local sizes add up to N; hpc_owner is this process for exactly
   hpc_local_size indices; hpc_range_dim is the dimension given.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 0, 1, 3, 10 };
  on (p) {
    Dimension d = hpc_dim (p, 0);
    for (int si = 0; si < 4; si++)
      for (int k = 0; k <= K_SUB_CYCLIC; k++)
        {
          long n = sizes[si];
          Range x = conf_range (k, n, d);
          CHECK (hpc_size (x) == n);
          CHECK (hpc_range_dim (x).grid == d.grid && hpc_range_dim (x).dim == 0);
          long mine = 0;
          for (long g = 0; g < n; g++)
            {
              int o = hpc_owner (x, g);
              CHECK (o >= 0 && o < hpc_shape (p, 0));
              mine += o == hpc_coord (p, 0);
            }
          CHECK (mine == hpc_local_size (x));
          long total = hpc_local_size (x);
          MPI_Allreduce (MPI_IN_PLACE, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
          CHECK (total == n);
        }
  }
  return 0;
}
