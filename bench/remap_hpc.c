/* remap_hpc.c - hpc_remap of an N x N array of doubles from row blocks
   to column blocks over a 1-D grid of all processes, NREP times.
   Usage: remap_hpc N NREP; prints "time <s> checksum <sum>" where the
   checksum weights every element of the result by its position.  */
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NREP = argc > 2 ? atoi (argv[2]) : 20;
  double t = 0, sum = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double rows[x][N], cols[N][x];
    over (i = x | :)
      for (int j = 0; j < N; j++)
        rows[i][j] = (hpc_idx (x, i) * 7 + j * 3) % 11;
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int rep = 0; rep < NREP; rep++)
      hpc_remap (cols, rows);
    t = MPI_Wtime () - t0;
    double local = 0;
    over (j = x | :)
      for (int i = 0; i < N; i++)
        local += cols[i][j] * ((i + 2 * hpc_idx (x, j)) % 5);
    MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  return 0;
}
