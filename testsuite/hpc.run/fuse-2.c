/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Red-black sweeps that read other arrays besides the one they relax,
   which the plugin runs as one pass over the array (fuse.cc), give the
   results of the same loops run sequentially, bit for bit, in float,
   so that blend.cc vectorises them:
   - a right-hand side F passed with U, both parameters, so that the pass
     is fused only where they are two arrays (checked at run time); F is
     read two rows down and a column right, where the fused order reads
     U's other colour before the loop as written does;
   - U passed as both, on a grid that splits only columns (so that no
     row two away is a ghost the exchange at width 1 leaves stale): the
     loop must run as written, or U's values differ;
   - a coefficient array local to the relaxing function (fused without
     a run-time test), read at the point and the row above.  */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

enum { NITER = 3, NMAX = 90 };

static long wrong;

static void
compare (const char *what, long i, long j, double got, double want)
{
  if (got != want
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "%s[%ld][%ld] = %.17g, sequential %.17g\n", what, i, j,
	     got, want);
}

static float
initial (long i, long j)
{
  return 0.25f * ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5f : 0.0f);
}

static float
rhs (long i, long j)
{
  return 0.125f * ((i * 5 + j * 11) % 7);
}

static float
coefficient (long i, long j)
{
  return 1.0f + 0.5f * ((i + 2 * j) % 3);
}

static float seq_u[NMAX][NMAX], seq_f[NMAX][NMAX];

/* NITER iterations of the two colours on seq_u (N x N), from the
   initial values, reading F (seq_f, or seq_u itself).  */
static void
sequential_rhs (int n, float (*f)[NMAX])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	seq_u[i][j] = initial (i, j);
	seq_f[i][j] = rhs (i, j);
      }
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++)
      for (int i = 1; i <= n - 4; i++)
	for (int j = 1 + (i + c) % 2; j <= n - 2; j += 2)
	  seq_u[i][j] = 0.25f * (0.5f * f[i + 2][j + 1] + seq_u[i - 1][j]
				+ seq_u[i + 1][j] + seq_u[i][j - 1]
				+ seq_u[i][j + 1]);
}

static void
sequential_coefficients (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      seq_u[i][j] = initial (i, j);
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++)
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1 + (i + c) % 2; j <= n - 2; j += 2)
	  seq_u[i][j] = 0.125f * (coefficient (i, j) * (seq_u[i - 1][j]
						       + seq_u[i + 1][j])
				 + coefficient (i - 1, j) * (seq_u[i][j - 1]
							     + seq_u[i][j + 1]));
}

/* The loop of sequential_rhs on U, reading F.  */
static void
relax_rhs (distributed float u[Range x][Range y],
	   distributed float f[Range fx][Range fy], int n)
{
  static const int widths[] = { 1, 1 };
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 4)
	over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	  u[i][j] = 0.25f * (0.5f * f[i + 2][j + 1] + u[i - 1][j] + u[i + 1][j]
			    + u[i][j - 1] + u[i][j + 1]);
    }
}

/* The loop of sequential_coefficients on U.  */
static void
relax_coefficients (distributed float u[Range x][Range y], int n)
{
  static const int widths[] = { 1, 1 };
  distributed float k[x][y];
  over (i = x | :)
    over (j = y | :)
      k[i][j] = coefficient (hpc_idx (x, i), hpc_idx (y, j));
  hpc_write_halo (k);
  for (int iter = 0; iter < NITER; iter++)
    for (int c = 0; c < 2; c++) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	  u[i][j] = 0.125f * (k[i][j] * (u[i - 1][j] + u[i + 1][j])
			     + k[i - 1][j] * (u[i][j - 1] + u[i][j + 1]));
    }
}

static void
fill (distributed float u[Range x][Range y],
      float (*value) (long, long))
{
  over (i = x | :)
    over (j = y | :)
      u[i][j] = value (hpc_idx (x, i), hpc_idx (y, j));
  hpc_write_halo (u);
}

static void
compare_all (const char *what, distributed float u[Range x][Range y])
{
  over (i = x | :)
    over (j = y | :)
      compare (what, hpc_idx (x, i), hpc_idx (y, j), u[i][j],
	       seq_u[hpc_idx (x, i)][hpc_idx (y, j)]);
}

/* N x N arrays over the grid P (ghosts 2 wide): F distinct, and, where
   SAME, U passed as both arrays.  */
static void
cases (Procs2 p, int n, int same)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed float u[x][y], f[x][y];
    static const int w1[] = { 1, 1 };
    struct hpc_rows *fused = __hpc_rows_begin (u, NULL, x, 1, LONG_MIN, LONG_MAX, y, w1);
    if (!fused)
      {
	fprintf (stderr, "__hpc_rows_begin declines\n");
	wrong++;
      }
    else
      __hpc_rows_end (fused);
    fill (u, initial);
    fill (f, rhs);
    sequential_rhs (n, seq_f);
    relax_rhs (u, f, n);
    compare_all ("u (f apart)", u);
    fill (u, initial);
    sequential_coefficients (n);
    relax_coefficients (u, n);
    compare_all ("u (coefficients)", u);
    if (same)
      {
	fill (u, initial);
	sequential_rhs (n, seq_u);
	relax_rhs (u, u, n);
	compare_all ("u (f is u)", u);
      }
  }
}

int
main (void)
{
  int np = hpc_group_size (hpc_apg ());
  cases (hpc_procs2 (HPC_AUTO, HPC_AUTO), NMAX, 0);
  cases (hpc_procs2 (np, 1), 37, 0);
  cases (hpc_procs2 (1, np), NMAX, 1);
  cases (hpc_procs2 (1, np), 11, 1);
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
