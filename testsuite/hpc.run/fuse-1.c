/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Red-black loops whose two colour sweeps the plugin runs as one pass
   over the array (fuse.cc) give the results of the same loops run
   sequentially, bit for bit: SOR on grids of every shape the processes
   allow (rows and columns split, rows only, columns only), colours in
   either order, odd and even sizes, blocks of a few rows or columns and
   none, irregular blocks, and a ghost width of 2 (exchanged at width 1:
   fused; whole: the loop as written).  Each case also asks
   __hpc_rows_begin whether the fused pass runs.  */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

enum { NITER = 3, NMAX = 150 };

static long wrong;

static void
compare (const char *what, long i, long j, double got, double want)
{
  if (got != want
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "%s[%ld][%ld] = %.17g, sequential %.17g\n", what, i, j,
	     got, want);
}

static double
initial (long i, long j)
{
  return 0.25 * ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

/* NITER iterations of colours FIRST, then the other, of SOR on S (N x N)
   sequentially: colour c is the points (i, j) with (i + j + 1) % 2 == c
   inside the border.  */
static void
sequential (int n, double (*s)[NMAX], int first, double omega)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s[i][j] = initial (i, j);
  for (int iter = 0; iter < NITER; iter++)
    for (int k = 0; k < 2; k++)
      for (int i = 1; i <= n - 2; i++)
	for (int j = 1 + (i + first + k) % 2; j <= n - 2; j += 2)
	  s[i][j] += omega * (0.25 * (s[i - 1][j] + s[i + 1][j]
				      + s[i][j - 1] + s[i][j + 1]) - s[i][j]);
}

/* Colours 0 then 1 (fused).  */
static void
relax_from_0 (distributed double u[Range x][Range y], int n, double omega,
	      const int *widths)
{
  for (int iter = 0; iter < NITER; iter++)
    for (int p = 0; p < 2; p++) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2 : 2)
	  u[i][j] += omega * (0.25 * (u[i - 1][j] + u[i + 1][j]
				      + u[i][j - 1] + u[i][j + 1]) - u[i][j]);
    }
}

/* Colours 1 then 0: P runs 1, 2 (fused).  */
static void
relax_from_1 (distributed double u[Range x][Range y], int n, double omega,
	      const int *widths)
{
  for (int iter = 0; iter < NITER; iter++)
    for (int p = 1; p <= 2; ++p) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (p + hpc_idx (x, i)) % 2 : n - 2 : 2)
	  u[i][j] += omega * (0.25 * (u[i - 1][j] + u[i + 1][j]
				      + u[i][j - 1] + u[i][j + 1]) - u[i][j]);
    }
}

/* One case: an N x N array over X and Y, relaxed from colour FIRST
   with WIDTHS exchanged, against the sequential loop; whether
   __hpc_rows_begin takes it is FUSED (-1: not asked).  */
static void
check (const char *what, Range x, Range y, int n, int first,
       const int *widths, int fused)
{
  static double s[NMAX][NMAX];
  double omega = 1.5;
  sequential (n, s, first, omega);
  distributed double u[x][y];
  over (i = x | :)
    over (j = y | :)
      u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
  if (fused >= 0)
    {
      struct hpc_rows *f = __hpc_rows_begin (u, NULL, x, 1, LONG_MIN, LONG_MAX, y, widths);
      if (!f != !fused)
	{
	  fprintf (stderr, "%s: __hpc_rows_begin %s\n", what,
		   f ? "fuses" : "declines");
	  wrong++;
	}
      if (f)
	__hpc_rows_end (f);
    }
  if (first)
    relax_from_1 (u, n, omega, widths);
  else
    relax_from_0 (u, n, omega, widths);
  over (i = x | :)
    over (j = y | :)
      compare (what, hpc_idx (x, i), hpc_idx (y, j), u[i][j],
	       s[hpc_idx (x, i)][hpc_idx (y, j)]);
}

static void
grids (int np)
{
  static const int w1[] = { 1, 1 }, w2[] = { 2, 2 };
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (NMAX, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (NMAX, hpc_dim (p, 1), 1);
    check ("auto grid", x, y, NMAX, 0, w1, 1);
    check ("auto grid, whole ghosts", x, y, NMAX, 1, NULL, 1);
    Range x2 = hpc_block_range (61, hpc_dim (p, 0), 2);
    Range y2 = hpc_block_range (61, hpc_dim (p, 1), 2);
    check ("ghost 2, width 1", x2, y2, 61, 1, w1, 1);
    check ("ghost 2, width 2", x2, y2, 61, 0, w2, 0);
    check ("ghost 2, whole ghosts", x2, y2, 61, 0, NULL, 0);
  }
  Procs2 r = hpc_procs2 (np, 1);
  on (r) {
    /* 9 rows: 2 or 3 a process, none on the fourth.  */
    Range x = hpc_block_range (9, hpc_dim (r, 0), 1);
    Range y = hpc_block_range (9, hpc_dim (r, 1), 1);
    check ("rows split, 9", x, y, 9, 0, w1, -1);
    long sizes[4] = { 1, 40, 3, 15 };
    long n = 0;
    for (int c = 0; c < np; c++)
      n += sizes[c];
    Range xi = hpc_irregular_range_ghost (hpc_dim (r, 0), sizes, 1, 1);
    Range yi = hpc_block_range (n, hpc_dim (r, 1), 1);
    check ("irregular rows", xi, yi, n, 1, w1, -1);
  }
  Procs2 c = hpc_procs2 (1, np);
  on (c) {
    Range x = hpc_block_range (45, hpc_dim (c, 0), 1);
    Range y = hpc_block_range (45, hpc_dim (c, 1), 1);
    check ("columns split", x, y, 45, 0, w1, 1);
    Range x7 = hpc_block_range (7, hpc_dim (c, 0), 1);
    Range y7 = hpc_block_range (7, hpc_dim (c, 1), 1);
    check ("columns split, 7", x7, y7, 7, 1, w1, -1);
  }
}

int
main (void)
{
  int np = hpc_group_size (hpc_apg ());
  grids (np);
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
