/* remap_hpc.c - hpc_remap of an N x N array of doubles over a 1-D grid
   of all processes, NREP times: OP "cols" (the default) from row blocks
   to column blocks; "transpose" from row blocks into the row blocks of
   its transpose (hpc_remap (t, hpc_transpose (a))).
   Usage: remap_hpc N NREP [OP]; prints "time <s> checksum <sum>" where
   the checksum weights every element of the result by its position.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turns.h"

/* The value of element (i, j) of the source.  */
static double
source (long i, long j)
{
  return (i * 7 + j * 3) % 11;
}

/* NREP remaps of row blocks to column blocks; *T the slowest process's
   time; returns the checksum.  */
static double
to_columns (int N, int NREP, double *t)
{
  double sum = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double rows[x][N], cols[N][x];
    over (i = x | :)
      for (int j = 0; j < N; j++)
        rows[i][j] = source (hpc_idx (x, i), j);
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int rep = 0; rep < NREP; rep++) {
      hpc_remap (cols, rows);
      turns_between (rep + 1, NREP);
    }
    *t = MPI_Wtime () - t0 - turns_waited ();
    double local = 0;
    over (j = x | :)
      for (int i = 0; i < N; i++)
        local += cols[i][j] * ((i + 2 * hpc_idx (x, j)) % 5);
    MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  return sum;
}

/* NREP transposes of row blocks into row blocks; as to_columns.  */
static double
transposed (int N, int NREP, double *t)
{
  double sum = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double rows[x][N], trans[x][N];
    over (i = x | :)
      for (int j = 0; j < N; j++)
        rows[i][j] = source (hpc_idx (x, i), j);
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int rep = 0; rep < NREP; rep++) {
      hpc_remap (trans, hpc_transpose (rows));
      turns_between (rep + 1, NREP);
    }
    *t = MPI_Wtime () - t0 - turns_waited ();
    double local = 0;
    over (i = x | :)
      for (int j = 0; j < N; j++)
        local += trans[i][j] * ((hpc_idx (x, i) + 2 * j) % 5);
    MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  return sum;
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NREP = argc > 2 ? atoi (argv[2]) : 20;
  const char *op = argc > 3 ? argv[3] : "cols";
  double t = 0;
  double sum = strcmp (op, "transpose") ? to_columns (N, NREP, &t)
                                        : transposed (N, NREP, &t);
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
