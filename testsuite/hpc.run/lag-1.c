/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A sweep into one array followed by an update of the array it read,
   which the plugin runs as one pass (lag.cc), gives the results of the
   same nests run sequentially, bit for bit: stencils reading 1, 2 and 3
   rows either side (the last lopsided), updates of every row, of rows
   within bounds, reading the sweep's result and a third array (Jacobi's
   copy back, with a source term the sweep reads too), and of a
   triangle whose rows' bounds depend on the row, and a sweep reading a
   third array parameter V two rows up, fused where V is another array
   and run as written where V is IN (fused, the sweep would read rows
   the update has already changed); on grids of every
   shape the processes allow (rows and columns split, rows only, columns
   only), blocks of a few rows and none, and irregular blocks.  Each case
   also asks __hpc_rows_begin whether the fused pass runs, and it must
   decline one array as both, a reach past HPC_ROWS_MAX_REACH and a cyclic
   range.  HPC_FUSE_MIN_KB=0 fuses arrays this small; lag-2.c runs the
   same without it, where every case stays two passes (the arrays stay
   in cache).  */
#include <stdio.h>
#include <stdlib.h>

enum { NITER = 3, NMAX = 120 };

#ifdef DEFAULT_THRESHOLD
enum { SMALL_FUSED = 0 };
#else
enum { SMALL_FUSED = 1 };
#endif

static long wrong;

static void
compare (const char *what, const char *name, long i, long j, double got,
	 double want)
{
  if (got != want
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "%s: %s[%ld][%ld] = %.17g, sequential %.17g\n", what,
	     name, i, j, got, want);
}

static double
initial (long i, long j)
{
  return 0.5 * ((i * 7 + j * 3) % 11) + (i == 0 ? 3.5 : 0.0);
}

/* The kinds of sweep and update (both the distributed and the
   sequential code below).  */
enum kind { PRK, JACOBI, LOPSIDED, APART, ALIASED };
static const int reach[] = { 2, 1, 3, 1, 1 };

/* The PRK star stencil of radius 2, then every element of IN grows.  */
static void
prk (distributed double out[Range x][Range y],
     distributed double in[Range xi][Range yi], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 2 : n - 3)
      over (j = y | 2 : n - 3)
	out[i][j] += 0.25 * (in[i][j + 1] - in[i][j - 1])
		     + 0.125 * (in[i][j + 2] - in[i][j - 2])
		     + 0.25 * (in[i + 1][j] - in[i - 1][j])
		     + 0.125 * (in[i + 2][j] - in[i - 2][j]);
    over (i = x | :)
      over (j = y | :)
	in[i][j] += 1.0;
  }
}

/* A source term F.  */
static double
source (long i, long j)
{
  return 0.125 * ((i + 2 * j) % 5);
}

/* Jacobi: OUT the average of IN's neighbours plus a source F (a local
   array: it cannot be IN), copied back inside the border less half F.  */
static void
jacobi (distributed double out[Range x][Range y],
	distributed double in[Range xi][Range yi], int n)
{
  distributed double f[x][y];
  over (i = x | :)
    over (j = y | :)
      f[i][j] = source (hpc_idx (x, i), hpc_idx (y, j));
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j]
			    + in[i][j - 1] + in[i][j + 1]) + f[i][j];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	in[i][j] = out[i][j] - 0.5 * f[i][j];
  }
}

/* Rows 3 before to 1 after; the update a triangle, from the row's own
   index on, of rows 8 .. N - 7: some rows the fused pass could update
   lie outside.  */
static void
lopsided (distributed double out[Range x][Range y],
	  distributed double in[Range xi][Range yi], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 3 : n - 2)
      over (j = y | 0 : n - 3)
	out[i][j] = 0.5 * out[i][j] + in[i - 3][j] - 0.75 * in[i + 1][j + 2];
    over (i = x | 8 : n - 7)
      over (j = y | hpc_idx (x, i) % 5 :)
	in[i][j] = 0.5 * in[i][j] + 1.0;
  }
}

/* A sweep reading IN a row up and V two rows up: V may be IN, so that
   the pass is fused only where it is not (lag.cc checks at run time).  */
static void
third_parameter (distributed double out[Range x][Range y],
		 distributed double in[Range xi][Range yi],
		 distributed double v[Range xv][Range yv], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 2 : n - 1)
      over (j = y | :)
	out[i][j] = 0.5 * in[i - 1][j] + 0.25 * v[i - 2][j];
    over (i = x | :)
      over (j = y | :)
	in[i][j] += 1.0;
  }
}

/* The same on plain arrays.  */
static void
sequential (enum kind k, int n, double (*out)[NMAX], double (*in)[NMAX])
{
  static double sv[NMAX][NMAX];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	in[i][j] = initial (i, j);
	out[i][j] = initial (j, i);
	sv[i][j] = source (i, j);
      }
  double (*v)[NMAX] = k == APART ? sv : in;
  for (int iter = 0; iter < NITER; iter++)
    if (k == PRK)
      {
	for (int i = 2; i <= n - 3; i++)
	  for (int j = 2; j <= n - 3; j++)
	    out[i][j] += 0.25 * (in[i][j + 1] - in[i][j - 1])
			 + 0.125 * (in[i][j + 2] - in[i][j - 2])
			 + 0.25 * (in[i + 1][j] - in[i - 1][j])
			 + 0.125 * (in[i + 2][j] - in[i - 2][j]);
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < n; j++)
	    in[i][j] += 1.0;
      }
    else if (k == JACOBI)
      {
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 1; j <= n - 2; j++)
	    out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j]
				+ in[i][j - 1] + in[i][j + 1]) + source (i, j);
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 1; j <= n - 2; j++)
	    in[i][j] = out[i][j] - 0.5 * source (i, j);
      }
    else if (k == APART || k == ALIASED)
      {
	for (int i = 2; i <= n - 1; i++)
	  for (int j = 0; j < n; j++)
	    out[i][j] = 0.5 * in[i - 1][j] + 0.25 * v[i - 2][j];
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < n; j++)
	    in[i][j] += 1.0;
      }
    else
      {
	for (int i = 3; i <= n - 2; i++)
	  for (int j = 0; j <= n - 3; j++)
	    out[i][j] = 0.5 * out[i][j] + in[i - 3][j]
			- 0.75 * in[i + 1][j + 2];
	for (int i = 8; i <= n - 7; i++)
	  for (int j = i % 5; j < n; j++)
	    in[i][j] = 0.5 * in[i][j] + 1.0;
      }
}

/* One case: N x N arrays over X and Y (ghosts at least the kind's
   reach) swept and updated by kind K against the sequential code;
   whether __hpc_rows_begin takes them is FUSED (-1: not asked).  */
static void
check (const char *what, enum kind k, Range x, Range y, int n, int fused)
{
  static double sout[NMAX][NMAX], sin[NMAX][NMAX];
  sequential (k, n, sout, sin);
  distributed double out[x][y], in[x][y];
  over (i = x | :)
    over (j = y | :) {
      in[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
      out[i][j] = initial (hpc_idx (y, j), hpc_idx (x, i));
    }
  if (fused >= 0)
    {
      fused = fused && SMALL_FUSED;
      struct hpc_rows *f = __hpc_rows_begin (in, out, x, reach[k], 0, n - 1,
					     NULL, NULL);
      if (!f != !fused)
	{
	  fprintf (stderr, "%s: __hpc_rows_begin %s\n", what,
		   f ? "fuses" : "declines");
	  wrong++;
	}
      if (f)
	__hpc_rows_end (f);
    }
  if (k == PRK)
    prk (out, in, n);
  else if (k == JACOBI)
    jacobi (out, in, n);
  else if (k == LOPSIDED)
    lopsided (out, in, n);
  else if (k == ALIASED)
    third_parameter (out, in, in, n);
  else
    {
      distributed double v[x][y];
      over (i = x | :)
	over (j = y | :)
	  v[i][j] = source (hpc_idx (x, i), hpc_idx (y, j));
      hpc_write_halo (v);
      third_parameter (out, in, v, n);
    }
  over (i = x | :)
    over (j = y | :) {
      long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
      compare (what, "out", gi, gj, out[i][j], sout[gi][gj]);
      compare (what, "in", gi, gj, in[i][j], sin[gi][gj]);
    }
}

/* What __hpc_rows_begin must decline.  */
static void
declines (Range x, Range y, Range c)
{
  distributed double a[x][y], b[x][y], d[c][y];
  struct hpc_rows *same = __hpc_rows_begin (a, a, x, 1, 0, 9, NULL, NULL);
  struct hpc_rows *far = __hpc_rows_begin (a, b, x, HPC_ROWS_MAX_REACH + 1,
					 0, 9, NULL, NULL);
  struct hpc_rows *cyclic = __hpc_rows_begin (d, b, c, 1, 0, 9, NULL, NULL);
  if (same || far || cyclic)
    {
      fprintf (stderr, "__hpc_rows_begin takes%s%s%s\n",
	       same ? " one array as both" : "", far ? " a reach of 9" : "",
	       cyclic ? " a cyclic range" : "");
      wrong++;
    }
}

static void
grids (int np)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (NMAX, hpc_dim (p, 0), 3);
    Range y = hpc_block_range (NMAX, hpc_dim (p, 1), 3);
    check ("auto grid, prk", PRK, x, y, NMAX, 1);
    check ("auto grid, jacobi", JACOBI, x, y, NMAX, 1);
    check ("auto grid, lopsided", LOPSIDED, x, y, NMAX, 1);
    check ("auto grid, a third array", APART, x, y, NMAX, 1);
    check ("auto grid, in as the third array", ALIASED, x, y, NMAX, 1);
    Range x2 = hpc_block_range (61, hpc_dim (p, 0), 2);
    Range y2 = hpc_block_range (61, hpc_dim (p, 1), 2);
    check ("61, ghost 2, prk", PRK, x2, y2, 61, 1);
    Range c = hpc_cyclic_range (40, hpc_dim (p, 0));
    declines (x, y, c);
  }
  Procs2 r = hpc_procs2 (np, 1);
  on (r) {
    /* 9 rows: 2 or 3 a process, none on the fourth.  */
    Range x = hpc_block_range (9, hpc_dim (r, 0), 3);
    Range y = hpc_block_range (9, hpc_dim (r, 1), 3);
    check ("rows split, 9, prk", PRK, x, y, 9, -1);
    check ("rows split, 9, lopsided", LOPSIDED, x, y, 9, -1);
    check ("rows split, 9, in as the third array", ALIASED, x, y, 9, -1);
    long sizes[4] = { 1, 40, 3, 15 };
    long n = 0;
    for (int c = 0; c < np; c++)
      n += sizes[c];
    Range xi = hpc_irregular_range_ghost (hpc_dim (r, 0), sizes, 3, 3);
    Range yi = hpc_block_range (n, hpc_dim (r, 1), 3);
    check ("irregular rows, jacobi", JACOBI, xi, yi, n, -1);
    check ("irregular rows, lopsided", LOPSIDED, xi, yi, n, -1);
  }
  Procs2 c = hpc_procs2 (1, np);
  on (c) {
    Range x = hpc_block_range (45, hpc_dim (c, 0), 3);
    Range y = hpc_block_range (45, hpc_dim (c, 1), 3);
    check ("columns split, prk", PRK, x, y, 45, 1);
    check ("columns split, lopsided", LOPSIDED, x, y, 45, 1);
  }
}

int
main (void)
{
  if (SMALL_FUSED)
    setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  int np = hpc_group_size (hpc_apg ());
  grids (np);
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
