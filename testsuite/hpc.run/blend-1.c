/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Stride-2 inner overs, which the plugin computes on vectors blended
   into the row (reference, "over"; blend.cc), give the results of the
   same loops run sequentially, bit for bit: Figure 2 in floats; an SOR
   update in doubles reading its own row at j - 3, j, j + 2 and j + 3, a
   second array and a scalar, with ghost width 3; a 1-D over that is the
   nest's only over; and a row read at j - 2 (not blended: it reads what
   the loop wrote).  Rows of every length from a few elements to 150
   (grids of 1-4 processes), starting at either parity.  blend-2.c: the
   same with -march=native (wider vectors), blend-3.c with
   -fplugin-arg-hpc-no-blend.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 150, NITER = 3 };

static float
initial (long i, long j)
{
  return (float) ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5f : 0.0f);
}

static double
initial_g (long i, long j)
{
  return 0.125 * ((i * 5 + j * 13) % 17) - 1.0;
}

static long wrong;

static void
compare (const char *what, long i, long j, double got, double want)
{
  if (got != want)
    {
      if (__atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
	fprintf (stderr, "%s[%ld][%ld] = %.17g, sequential %.17g\n", what, i,
		 j, got, want);
    }
}

/* Figure 2 (floats) and the SOR update (doubles), run sequentially.  */
static void
sequential_2d (float (*s)[N], double (*t)[N], double w, double h)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s[i][j] = initial (i, j), t[i][j] = initial (j, i);
  for (int iter = 0; iter < NITER; iter++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i <= N - 2; i++)
	for (int j = 1 + (i + parity) % 2; j <= N - 2; j += 2)
	  s[i][j] = 0.25f * (s[i - 1][j] + s[i + 1][j]
			     + s[i][j - 1] + s[i][j + 1]);
  for (int iter = 0; iter < NITER; iter++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i <= N - 2; i++)
	for (int j = 3 + (i + parity) % 2; j <= N - 4; j += 2)
	  t[i][j] = t[i][j] + w * ((t[i - 1][j] + t[i + 1][j] + t[i][j - 3]
				    + t[i][j + 3]) / 4.0 - t[i][j]
				   + initial_g (i, j) * h
				   - t[i][j + 2] * 0.5);
}

static void
check_2d (void)
{
  static float s[N][N], s2[N][N];
  static double t[N][N];
  double w = 1.5, h = 0.0625;
  float c = 0.75f;
  sequential_2d (s, t, w, h);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s2[i][j] = initial (j, i);
  for (int i = 1; i <= N - 2; i++)
    for (int j = 1; j <= N - 2; j += 2)
      s2[i][j] = 0.5f * (s2[i][j - 1] + s2[i][j + 1]) - c * s[i - 1][j];
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    Range y3 = hpc_block_range (N, hpc_dim (p, 1), 3);
    distributed float u[x][y];
    distributed double v[x][y3];
    distributed double g[x][y3];
    distributed float u2[x][y];
    over (i = x | :)
      over (j = y | :)
	u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
    over (i = x | :)
      over (j = y3 | :)
	{
	  v[i][j] = initial (hpc_idx (y3, j), hpc_idx (x, i));
	  g[i][j] = initial_g (hpc_idx (x, i), hpc_idx (y3, j));
	}
    int widths[] = {1, 1}, widths3[] = {1, 3};
    for (int iter = 0; iter < NITER; iter++)
      for (int parity = 0; parity < 2; parity++) {
	hpc_write_halo (u, widths);
	over (i = x | 1 : N - 2)
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
	    u[i][j] = 0.25f * (u[i - 1][j] + u[i + 1][j]
			       + u[i][j - 1] + u[i][j + 1]);
      }
    for (int iter = 0; iter < NITER; iter++)
      for (int parity = 0; parity < 2; parity++) {
	hpc_write_halo (v, widths3);
	over (i = x | 1 : N - 2)
	  over (j = y3 | 3 + (hpc_idx (x, i) + parity) % 2 : N - 4 : 2)
	    v[i][j] = v[i][j] + w * ((v[i - 1][j] + v[i + 1][j] + v[i][j - 3]
				      + v[i][j + 3]) / 4.0 - v[i][j]
				     + g[i][j] * h - v[i][j + 2] * 0.5);
      }
    over (i = x | :)
      over (j = y | :)
	u2[i][j] = initial (hpc_idx (y, j), hpc_idx (x, i));
    hpc_write_halo (u, widths);
    hpc_write_halo (u2, widths);
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2)
	u2[i][j] = 0.5f * (u2[i][j - 1] + u2[i][j + 1]) - c * u[i - 1][j];
    over (i = x | :)
      over (j = y | :)
	{
	  compare ("u", hpc_idx (x, i), hpc_idx (y, j), u[i][j],
		   s[hpc_idx (x, i)][hpc_idx (y, j)]);
	  compare ("u2", hpc_idx (x, i), hpc_idx (y, j), u2[i][j],
		   s2[hpc_idx (x, i)][hpc_idx (y, j)]);
	}
    over (i = x | :)
      over (j = y3 | :)
	compare ("v", hpc_idx (x, i), hpc_idx (y3, j), v[i][j],
		 t[hpc_idx (x, i)][hpc_idx (y3, j)]);
  }
}

/* A 1-D over, the only one of its nest, and a row read at j - 2.  */
static void
check_1d (void)
{
  static float a[N], b[N], r[N][N];
  for (int j = 0; j < N; j++)
    a[j] = initial (j, 1), b[j] = initial (2, j) * 0.5f;
  for (int parity = 0; parity < 2 * NITER; parity++)
    for (int j = 1 + parity % 2; j <= N - 2; j += 2)
      a[j] = a[j - 1] * 0.5f + a[j + 1] * 0.25f - b[j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      r[i][j] = initial (i, j);
  for (int i = 0; i < N; i++)
    for (int j = 2 + i % 2; j < N; j += 2)
      r[i][j] = r[i][j - 2] + r[i][j] * 0.5f;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed float da[x], db[x];
    over (j = x | :)
      {
	da[j] = initial (hpc_idx (x, j), 1);
	db[j] = initial (2, hpc_idx (x, j)) * 0.5f;
      }
    for (int parity = 0; parity < 2 * NITER; parity++)
      {
	hpc_write_halo (da);
	over (j = x | 1 + parity % 2 : N - 2 : 2)
	  da[j] = da[j - 1] * 0.5f + da[j + 1] * 0.25f - db[j];
      }
    over (j = x | :)
      compare ("da", hpc_idx (x, j), 0, da[j], a[hpc_idx (x, j)]);
  }
  /* Rows whole on each process: the loop reading j - 2 is sequential.  */
  Procs2 q = hpc_procs2 (HPC_AUTO, 1);
  on (q) {
    Range x = hpc_block_range (N, hpc_dim (q, 0));
    Range y = hpc_block_range (N, hpc_dim (q, 1), 2);
    distributed float dr[x][y];
    over (i = x | :)
      over (j = y | :)
	dr[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
    over (i = x | :)
      over (j = y | 2 + hpc_idx (x, i) % 2 : : 2)
	dr[i][j] = dr[i][j - 2] + dr[i][j] * 0.5f;
    over (i = x | :)
      over (j = y | :)
	compare ("dr", hpc_idx (x, i), hpc_idx (y, j), dr[i][j],
		 r[hpc_idx (x, i)][hpc_idx (y, j)]);
  }
}

int
main (void)
{
  check_2d ();
  check_1d ();
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
