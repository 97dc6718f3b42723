/* redblack_rhs_hpc.c - red-black Gauss-Seidel for the Poisson problem
   -lap u = f in HPC's extended C, timed: Figure 2 whose sweeps also read
   a right-hand side F, written as the smoother of a multigrid code, a
   function of both arrays (parameters, which the plugin tells apart at
   run time before it runs the two colours as one pass).
   Usage: redblack_rhs_hpc N NITER
   Prints "time <seconds> checksum <sum>" (time: max over processes of the
   iteration loop; sum: hpc_sum's of U, in its documented order).  */
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

/* NITER iterations of the two colours on U; H2 the grid spacing
   squared.  */
static void
smooth (distributed float u[Range x][Range y],
        distributed float f[Range fx][Range fy], int n, float h2, int niter)
{
  int widths[] = {1, 1};
  for (int iter = 0; iter < niter; iter++) {
    for (int parity = 0; parity < 2; parity++) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 2)
        over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
          u[i][j] = 0.25f * (h2 * f[i][j] + u[i - 1][j] + u[i + 1][j]
                             + u[i][j - 1] + u[i][j + 1]);
    }
    turns_between (iter + 1, niter);
  }
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 4096;
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  float h2 = 1.0f / ((float) N * N);
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y], f[x][y];
    over (i = x | :)
      over (j = y | :) {
        u[i][j] = (float) ((hpc_idx (x, i) * 7 + hpc_idx (y, j) * 3) % 11);
        f[i][j] = (float) ((hpc_idx (x, i) + hpc_idx (y, j)) % 5);
      }
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    smooth (u, f, N, h2, NITER);
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (u);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
