/* halo_hpc.c - hpc_write_halo on an N x N array of doubles, block
   distributed over an automatic 2-D grid with ghost width W, repeated
   NREP times.  Usage: halo_hpc N NREP W
   Prints "time <seconds> checksum <sum of every cell, ghosts included>"
   (time: the slowest process's).  */
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NREP = argc > 2 ? atoi (argv[2]) : 100;
  int W = argc > 3 ? atoi (argv[3]) : 1;
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), W);
    Range y = hpc_block_range (N, hpc_dim (p, 1), W);
    distributed double u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = (hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11;
    int widths[] = {W, W};
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int rep = 0; rep < NREP; rep++) {
      hpc_write_halo (u, widths);
      turns_between (rep + 1, NREP);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    /* The local block, ghosts included, as plain C sees it.  */
    const double *block = (const double *) u;
    long cells = hpc_array_extent (u, 0) * hpc_array_extent (u, 1);
    double local = 0;
    for (long k = 0; k < cells; k++)
      local += block[k];
    MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
