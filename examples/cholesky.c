/* cholesky.c - HPJava's Figure 1: Cholesky factorisation of an N x N
   matrix whose columns are distributed cyclically, pivot columns
   broadcast into a replicated buffer by hpc_remap; checked by the
   residual max |A - L L^T| / max |A|.  Writes L (the lower triangle;
   zeros above) to a .npy file.

   Usage: cholesky [N [FILE.npy]]      (default 512, cholesky.npy)  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* A symmetric positive definite matrix.  */
static float
matrix (int i, int j, int n)
{
  return (i == j ? 2.0f * n : 0.0f) + cosf ((float) (i + j)) + 1.0f;
}

static void
usage (void)
{
  fprintf (stderr, "usage: cholesky [N [FILE.npy]]   (N >= 1)\n");
  exit (2);
}

/* ARG as an order N >= 1, the whole string a number; else usage.  */
static int
order_of (const char *arg)
{
  char *end;
  long n = strtol (arg, &end, 10);
  if (end == arg || *end || n < 1 || n > 1 << 20)
    usage ();
  return (int) n;
}

int
main (int argc, char **argv)
{
  if (argc > 3)
    usage ();
  int N = argc > 1 ? order_of (argv[1]) : 512;
  const char *npy = argc > 2 ? argv[2] : "cholesky.npy";
  double residual = 0, t = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];           /* dim 0 sequential, dim 1 distributed */
    distributed float b[N];              /* replicated buffer */
    over (m = x | :)
      for (int i = 0; i < N; i++)
	a[i][m] = matrix (i, hpc_idx (x, m), N);
    double t0 = MPI_Wtime ();
    for (int k = 0; k < N - 1; k++) {
      at (l = x[k]) {
	float d = sqrtf (a[k][l]);
	a[k][l] = d;
	for (int s = k + 1; s < N; s++)
	  a[s][l] /= d;
      }
      hpc_remap (b[[k + 1 :]], a[[k + 1 :, k]]);
      over (m = x | k + 1 :)
	for (int i = hpc_idx (x, m); i < N; i++)
	  a[i][m] -= b[i] * b[hpc_idx (x, m)];
    }
    at (l = x[N - 1])
      a[N - 1][l] = sqrtf (a[N - 1][l]);
    t = MPI_Wtime () - t0;

    /* Residual: every column of L into b, then L L^T against A.  */
    float (*L)[N] = calloc (N, sizeof *L);
    for (int j = 0; j < N; j++)
      {
	hpc_remap (b[[:]], a[[:, j]]);
	for (int i = j; i < N; i++)
	  L[i][j] = b[i];
      }
    double amax = 0, rmax = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j <= i; j++)
	{
	  double s = 0;
	  for (int k = 0; k <= j; k++)
	    s += (double) L[i][k] * L[j][k];
	  double aij = matrix (i, j, N);
	  rmax = fmax (rmax, fabs (aij - s));
	  amax = fmax (amax, fabs (aij));
	}
    residual = rmax / amax;
    free (L);

    /* L alone: clear what is left of A above the diagonal.  */
    over (m = x | 1 :)
      for (int i = 0; i < hpc_idx (x, m); i++)
	a[i][m] = 0;
    hpc_write_npy (npy, a, "<f4");
  }
  if (hpc_rank () == 0)
    printf ("cholesky: %dx%d on %d processes: %.3f s, residual %.2e: %s\n",
	    N, N, hpc_nprocs (), t, residual, residual < 1e-5 ? "ok" : "WRONG");
  return residual < 1e-5 ? 0 : 1;
}
