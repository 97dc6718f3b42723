/* stencil_hpc.c - the Parallel Research Kernels' star stencil of radius
   R = 2 in HPC's extended C: each iteration fills IN's ghosts (width R),
   adds the stencil of IN to OUT at every point at least R from the
   edges, then adds 1 to every point of IN.  The weights (1/4, 1/8) and
   the initial IN (i + j) make every value an exact integer, so any
   correct implementation gets the same checksum (the sum of OUT).
   Usage: stencil_hpc N NITER; prints "time <s> checksum <sum>".  */
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

#define R 2
#define W1 (1.0 / (2 * 1 * R))
#define W2 (1.0 / (2 * 2 * R))

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), R);
    Range y = hpc_block_range (N, hpc_dim (p, 1), R);
    distributed double in[x][y], out[x][y];
    over (i = x | :)
      over (j = y | :)
        in[i][j] = hpc_idx (x, i) + hpc_idx (y, j);
    int widths[] = {R, R};
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++) {
      hpc_write_halo (in, widths);
      over (i = x | R : N - R - 1)
        over (j = y | R : N - R - 1)
          out[i][j] += W1 * (in[i][j + 1] - in[i][j - 1])
                       + W2 * (in[i][j + 2] - in[i][j - 2])
                       + W1 * (in[i + 1][j] - in[i - 1][j])
                       + W2 * (in[i + 2][j] - in[i - 2][j]);
      over (i = x | :)
        over (j = y | :)
          in[i][j] += 1.0;
      turns_between (iter + 1, NITER);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (out);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
