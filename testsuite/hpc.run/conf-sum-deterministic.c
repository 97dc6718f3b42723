/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-threads "1 2" } */
/* A floating sum whose value depends on the order of addition gives
   the same bits on every process, on every call, and with 1 or 2
   threads in over-loop reductions (the fixed-chunk rule).  */
#include <hpc.h>
#include <omp.h>
#include "conf-kinds.h"

enum { N = 1000 };

static double v (long g) { return g % 3 ? 1e-3 * g : 1e10 / (g + 1); }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)
      u[i] = v (hpc_idx (x, i));
    double s1 = hpc_sum (u), s2 = hpc_sum (u);
    CHECK (memcmp (&s1, &s2, sizeof s1) == 0);
    double lo = s1, hi = s1;
    MPI_Allreduce (MPI_IN_PLACE, &lo, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
    MPI_Allreduce (MPI_IN_PLACE, &hi, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    CHECK (lo == s1 && hi == s1);
    /* An over-loop reduction gives the same bits with 1 and 2 threads.  */
    double t[2];
    for (int nt = 1; nt <= 2; nt++)
      {
        omp_set_num_threads (nt);
        double s = 0;
        over (i = x | :)
          s += u[i];
        t[nt - 1] = s;
      }
    CHECK (memcmp (&t[0], &t[1], sizeof t[0]) == 0);
  }
  return 0;
}
