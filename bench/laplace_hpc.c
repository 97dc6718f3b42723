/* laplace_hpc.c - XcalableMP's Laplace sample in HPC's extended C,
   compiled at -O2: each iteration copies U into UU, fills UU's ghosts and
   sets every interior point of U to the mean of its four neighbours in
   UU.  The copy and the sweep are functions of two distributed
   parameters (which may be one array), so their loops vectorise only
   with a run-time alias check, which -O2's cost model refuses unless the
   plugin marks over loops for the vectoriser.
   Usage: laplace_hpc N NITER; prints "time <s> checksum <sum>".  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

static void
copy (distributed double dst[Range x][Range y],
      distributed double src[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      dst[i][j] = src[i][j];
}

static void
sweep (distributed double u[Range x][Range y],
       distributed double uu[Range xs][Range ys], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      u[i][j] = (uu[i - 1][j] + uu[i + 1][j] + uu[i][j - 1] + uu[i][j + 1])
		/ 4.0;
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 2048;
  int NITER = argc > 2 ? atoi (argv[2]) : 100;
  double t = 0, sum = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double u[x][y], uu[x][y];
    over (i = x | :)
      over (j = y | :)
	{
	  int gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  u[i][j] = gi == 0 || gj == 0 || gi == N - 1 || gj == N - 1
		    ? sin ((double) gi / N * M_PI) + cos ((double) gj / N * M_PI)
		    : 0.0;
	  uu[i][j] = u[i][j];
	}
    int widths[] = {1, 1};
    turns_begin ();
    MPI_Barrier (hpc_comm (p));
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++) {
      copy (uu, u, N);
      hpc_write_halo (uu, widths);
      sweep (u, uu, N);
      turns_between (iter + 1, NITER);
    }
    t = MPI_Wtime () - t0 - turns_waited ();
    sum = hpc_sum (u);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  turns_end ();
  return 0;
}
