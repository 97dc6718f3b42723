/* reduce_hpc.c - HPC's reductions over an N x N array of doubles block
   distributed over an automatic 2-D grid, NREP times: OP "sum" calls
   hpc_sum (u), "dot" hpc_dot (u, v), "max" hpc_max (u); "sum-cols"
   calls hpc_sum on an N x N array whose columns are block distributed
   over a 1-D grid, which the plugin stores column-wise (its loops walk
   down the columns, as Figure 1's do).  The values are small integers,
   so sums are exact whatever the combination order.
   Usage: reduce_hpc N NREP OP; prints "time <s> checksum <total of the
   results>".  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turns.h"

/* OP "sum-cols": NREP sums of a[N][x], stored with dimension 0
   innermost; *T the slowest process's time.  */
static double
sum_columns (int N, int NREP, double *t)
{
  double total = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double a[N][x];
    over (m = x | :)
      for (int i = 0; i < N; i++)
        a[i][m] = (i * 7 + hpc_idx (x, m) * 3) % 11;
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int rep = 0; rep < NREP; rep++) {
      total += hpc_sum (a);
      turns_between (rep + 1, NREP);
    }
    *t = MPI_Wtime () - t0 - turns_waited ();
    MPI_Allreduce (MPI_IN_PLACE, t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  return total;
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NREP = argc > 2 ? atoi (argv[2]) : 50;
  const char *op = argc > 3 ? argv[3] : "sum";
  double t = 0, total = 0;
  if (!strcmp (op, "sum-cols"))
    {
      total = sum_columns (N, NREP, &t);
      if (hpc_rank () == 0)
	printf ("time %.6f checksum %.17g\n", t, total);
      turns_end ();
      return 0;
    }
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_block_range (N, hpc_dim (p, 1));
    distributed double u[x][y], v[x][y];
    over (i = x | :)
      over (j = y | :) {
        u[i][j] = (hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11;
        v[i][j] = (hpc_idx (x, i) + hpc_idx (y, j)) % 3;
      }
    int kind = !strcmp (op, "dot") ? 1 : !strcmp (op, "max") ? 2 : 0;
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int rep = 0; rep < NREP; rep++) {
      total += kind == 1 ? hpc_dot (u, v) : kind == 2 ? hpc_max (u)
               : hpc_sum (u);
      turns_between (rep + 1, NREP);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, total);
  turns_end ();
  return 0;
}
