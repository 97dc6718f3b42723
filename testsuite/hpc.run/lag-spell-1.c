/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Sweeps and updates spelled in several ways, which the plugin runs as
   one pass (lag.cc), give the results of the same nests run
   sequentially, bit for bit: temporaries and compound assignments in
   both nests; several assignments to the element of each nest; an
   update reading the sweep's result two rows either side (the reach
   widened from the sweep's one row to two), and the same through a
   third parameter bound to OUT, updating a local array, and bound to
   another array (apart.cc's copy, whose pass needs no reach for it);
   an update reading a third, local array
   two rows either side; and an update that reads the array a first
   nest wrote, a row either side (a nest producing what the next
   consumes).  Each body is one macro, expanded on the
   distributed arrays and on plain ones.  On grids splitting rows,
   columns or both, blocks of a few rows and none.  HPC_FUSE_MIN_KB=0
   fuses arrays this small; the dump tests hpc.dg/lag-spell-*.c check
   that the plugin fuses these spellings.  */
#include <stdio.h>
#include <stdlib.h>

enum { NITER = 3, NMAX = 100 };

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

/* The bodies, for distributed and plain arrays alike.  */
#define TEMP_SWEEP(out, in, i, j)					\
  {									\
    double s = 0.25 * in[i - 1][j];					\
    s += 0.25 * in[i + 1][j];						\
    double d = in[i][j + 1] - in[i][j - 1];				\
    out[i][j] -= s + 0.125 * d;						\
  }
#define TEMP_UPDATE(out, in, i, j)					\
  {									\
    double t = in[i][j] * 0.5;						\
    t += out[i][j];							\
    in[i][j] = t;							\
  }
#define SEVERAL_SWEEP(out, in, i, j)					\
  {									\
    out[i][j] = 0.5 * in[i - 2][j];					\
    out[i][j] += 0.25 * in[i + 1][j];					\
    out[i][j] *= 0.75;							\
  }
#define SEVERAL_UPDATE(out, in, i, j)					\
  {									\
    in[i][j] *= 0.5;							\
    in[i][j] += out[i][j];						\
  }
#define WIDE_SWEEP(out, in, i, j)					\
  out[i][j] = in[i - 1][j] - in[i + 1][j];
#define WIDE_UPDATE(out, in, i, j)					\
  in[i][j] = 0.125 * (out[i - 2][j] + out[i + 2][j]) + 0.5 * in[i][j];
#define THIRD_UPDATE(out, in, i, j)					\
  in[i][j] += f[i + 2][j] - f[i - 2][j] + out[i][j];
/* A nest writing IN, then one reading it into OUT: the first is the
   sweep, its array OUT the second's IN.  */
#define CONSUME_FIRST(out, in, i, j)					\
  in[i][j] = 0.5 * in[i][j] + 1.0;
#define CONSUME_SECOND(out, in, i, j)					\
  out[i][j] = in[i - 1][j] + in[i + 1][j] + out[i][j];

enum kind { TEMP, SEVERAL, WIDE, OUTNAME, OUTAPART, THIRD, CONSUME };

/* A source term F.  */
static double
source (long i, long j)
{
  return 0.125 * ((i + 2 * j) % 5);
}

static void
temp (distributed double out[Range x][Range y],
      distributed double in[Range xi][Range yi], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	TEMP_SWEEP (out, in, i, j)
    over (i = x | :)
      over (j = y | :)
	TEMP_UPDATE (out, in, i, j)
  }
}

static void
several (distributed double out[Range x][Range y],
	 distributed double in[Range xi][Range yi], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 2 : n - 2)
      over (j = y | :)
	SEVERAL_SWEEP (out, in, i, j)
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	SEVERAL_UPDATE (out, in, i, j)
  }
}

static void
wide (distributed double out[Range x][Range y],
      distributed double in[Range xi][Range yi], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | :)
	WIDE_SWEEP (out, in, i, j)
    over (i = x | 2 : n - 3)
      over (j = y | :)
	WIDE_UPDATE (out, in, i, j)
  }
}

/* WIDE's update reading OUT through V, which may be OUT (and is),
   updating a local copy W of IN, which V cannot be.  */
static void
outname (distributed double out[Range x][Range y],
	 distributed double in[Range xi][Range yi],
	 distributed double v[Range xv][Range yv], int n)
{
  distributed double w[x][y];
  over (i = x | :)
    over (j = y | :)
      w[i][j] = in[i][j];
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (w);
    over (i = x | 1 : n - 2)
      over (j = y | :)
	WIDE_SWEEP (out, w, i, j)
    over (i = x | 2 : n - 3)
      over (j = y | :)
	WIDE_UPDATE (v, w, i, j)
  }
  over (i = x | :)
    over (j = y | :)
      in[i][j] = w[i][j];
}

static void
third (distributed double out[Range x][Range y],
       distributed double in[Range xi][Range yi], int n)
{
  distributed double f[x][y];
  over (i = x | :)
    over (j = y | :)
      f[i][j] = source (hpc_idx (x, i), hpc_idx (y, j));
  hpc_write_halo (f);
  for (int iter = 0; iter < NITER; iter++) {
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	TEMP_SWEEP (out, in, i, j)
    over (i = x | 2 : n - 3)
      over (j = y | :)
	THIRD_UPDATE (out, in, i, j)
  }
}

static void
consume (distributed double out[Range x][Range y],
	 distributed double in[Range xi][Range yi], int n)
{
  for (int iter = 0; iter < NITER; iter++) {
    over (i = x | :)
      over (j = y | :)
	CONSUME_FIRST (out, in, i, j)
    over (i = x | 1 : n - 2)
      over (j = y | :)
	CONSUME_SECOND (out, in, i, j)
  }
}

/* The same on plain arrays.  */
static void
sequential (enum kind k, int n, double (*out)[NMAX], double (*in)[NMAX])
{
  static double f[NMAX][NMAX], v[NMAX][NMAX];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      in[i][j] = initial (i, j), out[i][j] = v[i][j] = initial (j, i),
      f[i][j] = source (i, j);
  for (int iter = 0; iter < NITER; iter++)
    if (k == TEMP)
      {
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 1; j <= n - 2; j++)
	    TEMP_SWEEP (out, in, i, j)
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < n; j++)
	    TEMP_UPDATE (out, in, i, j)
      }
    else if (k == SEVERAL)
      {
	for (int i = 2; i <= n - 2; i++)
	  for (int j = 0; j < n; j++)
	    SEVERAL_SWEEP (out, in, i, j)
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 1; j <= n - 2; j++)
	    SEVERAL_UPDATE (out, in, i, j)
      }
    else if (k == WIDE || k == OUTNAME)
      {
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 0; j < n; j++)
	    WIDE_SWEEP (out, in, i, j)
	for (int i = 2; i <= n - 3; i++)
	  for (int j = 0; j < n; j++)
	    WIDE_UPDATE (out, in, i, j)
      }
    else if (k == OUTAPART)
      {
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 0; j < n; j++)
	    WIDE_SWEEP (out, in, i, j)
	for (int i = 2; i <= n - 3; i++)
	  for (int j = 0; j < n; j++)
	    WIDE_UPDATE (v, in, i, j)
      }
    else if (k == THIRD)
      {
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 1; j <= n - 2; j++)
	    TEMP_SWEEP (out, in, i, j)
	for (int i = 2; i <= n - 3; i++)
	  for (int j = 0; j < n; j++)
	    THIRD_UPDATE (out, in, i, j)
      }
    else
      {
	for (int i = 0; i < n; i++)
	  for (int j = 0; j < n; j++)
	    CONSUME_FIRST (out, in, i, j)
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 0; j < n; j++)
	    CONSUME_SECOND (out, in, i, j)
      }
}

/* One case: N x N arrays over X and Y (ghosts 2) by kind K against the
   sequential code.  */
static void
check (const char *what, enum kind k, Range x, Range y, int n)
{
  static double sout[NMAX][NMAX], sin[NMAX][NMAX];
  sequential (k, n, sout, sin);
  distributed double out[x][y], in[x][y], v[x][y];
  over (i = x | :)
    over (j = y | :) {
      in[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
      out[i][j] = v[i][j] = initial (hpc_idx (y, j), hpc_idx (x, i));
    }
  if (k == TEMP)
    temp (out, in, n);
  else if (k == SEVERAL)
    several (out, in, n);
  else if (k == WIDE)
    wide (out, in, n);
  else if (k == OUTNAME)
    outname (out, in, out, n);
  else if (k == OUTAPART)
    outname (out, in, v, n);
  else if (k == THIRD)
    third (out, in, n);
  else
    consume (out, in, n);
  over (i = x | :)
    over (j = y | :) {
      long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
      compare (what, "out", gi, gj, out[i][j], sout[gi][gj]);
      compare (what, "in", gi, gj, in[i][j], sin[gi][gj]);
    }
}

/* The kinds on the grid of X and Y; WIDE, OUTNAME, OUTAPART and CONSUME,
   whose second nest reads rows the first writes (or V, never
   exchanged) with no exchange between (an exchange between the two
   keeps them apart), only where ROWS_WHOLE, no row held in part by
   another process.  */
static void
all_kinds (const char *grid, Range x, Range y, int n, int rows_whole)
{
  static const char *names[] = { "temp", "several", "wide", "out by name",
				  "out apart", "third", "consume" };
  char what[80];
  for (int k = TEMP; k <= CONSUME; k++)
    {
      if ((k == WIDE || k == OUTNAME || k == OUTAPART || k == CONSUME)
	  && !rows_whole)
	continue;
      snprintf (what, sizeof what, "%s, %s", grid, names[k]);
      check (what, (enum kind) k, x, y, n);
    }
}

static void
grids (int np)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (NMAX, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (NMAX, hpc_dim (p, 1), 2);
    all_kinds ("auto grid", x, y, NMAX, np == 1);
  }
  Procs2 r = hpc_procs2 (np, 1);
  on (r) {
    /* 9 rows: 2 or 3 a process, none on the fourth.  */
    Range x = hpc_block_range (9, hpc_dim (r, 0), 2);
    Range y = hpc_block_range (9, hpc_dim (r, 1), 2);
    all_kinds ("rows split, 9", x, y, 9, np == 1);
    Range x2 = hpc_block_range (57, hpc_dim (r, 0), 2);
    Range y2 = hpc_block_range (57, hpc_dim (r, 1), 2);
    all_kinds ("rows split, 57", x2, y2, 57, np == 1);
  }
  Procs2 c = hpc_procs2 (1, np);
  on (c) {
    Range x = hpc_block_range (45, hpc_dim (c, 0), 2);
    Range y = hpc_block_range (45, hpc_dim (c, 1), 2);
    all_kinds ("columns split", x, y, 45, 1);
  }
}

int
main (void)
{
  setenv ("HPC_FUSE_MIN_KB", "0", 1);	/* read when libhpc starts */
  int np = hpc_group_size (hpc_apg ());
  grids (np);
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
