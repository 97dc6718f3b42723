/* redblack.c - HPJava's Figure 2: red-black relaxation of Laplace's
   equation on an N x N grid, block-distributed over an automatically
   shaped 2-D process grid, checked against the same sweeps run
   sequentially (bitwise: red-black updates do not reorder sums).

   Usage: redblack [N [NITER]]      (default 1024, 200)  */

#include <stdio.h>
#include <stdlib.h>

/* Boundary and initial values.  */
static float
initial (long i, long j, long n)
{
  return (i == 0 || j == 0 || i == n - 1 || j == n - 1)
	 ? (float) ((i * 3 + j * 7) % 17) : 0.0f;
}

/* The same sweeps on one plain array; returns it.  */
static float *
sequential (int n, int niter)
{
  float (*s)[n] = malloc (sizeof (float[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s[i][j] = initial (i, j, n);
  for (int iter = 0; iter < niter; iter++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1 + (i + parity) % 2; j <= n - 2; j += 2)
	  s[i][j] = 0.25 * (s[i - 1][j] + s[i + 1][j]
			    + s[i][j - 1] + s[i][j + 1]);
  return &s[0][0];
}

int
main (int argc, char **argv)
{
  int N = argc > 1 ? atoi (argv[1]) : 1024;
  int NITER = argc > 2 ? atoi (argv[2]) : 200;
  long wrong = 0;
  double t = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);   /* ghost width 1 */
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | :)
      over (j = y | :)
	u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j), N);
    int widths[] = {1, 1};
    double t0 = MPI_Wtime ();
    for (int iter = 0; iter < NITER; iter++)
      for (int parity = 0; parity < 2; parity++) {
	hpc_write_halo (u, widths);
	over (i = x | 1 : N - 2)
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
	    u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			      + u[i][j - 1] + u[i][j + 1]);
      }
    t = MPI_Wtime () - t0;
    float (*s)[N] = (float (*)[N]) sequential (N, NITER);
    over (i = x | :)
      over (j = y | :)
	wrong += u[i][j] != s[hpc_idx (x, i)][hpc_idx (y, j)];
    free (s);
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, hpc_comm (p));
  }
  if (hpc_rank () == 0)
    printf ("redblack: %dx%d, %d iterations, %d processes: %.3f s, %s\n", N,
	    N, NITER, hpc_nprocs (), t, wrong ? "DIFFERS from sequential"
	    : "bitwise equal to sequential");
  return wrong != 0;
}
