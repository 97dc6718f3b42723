/* redblack.c - HPJava's Figure 2 as successive over-relaxation: red-black
   SOR for Laplace's equation on an N x N grid, block-distributed over an
   automatically shaped 2-D process grid.  Each point moves OMEGA of the
   way from its value to the average of its neighbours (OMEGA = 1 is
   Gauss-Seidel red-black, Figure 2 itself; 1 < OMEGA < 2 converges
   faster).  Checked against the same sweeps run sequentially on process
   0 (bitwise: a point's update is the same expression of the same values
   in both, and red-black order reorders no sum).

   Usage: redblack [-n N] [-i NITER] [-w OMEGA] [-f] [-o FILE.npy]
   [-g FILE.png] [-q] (defaults 256, 400, 1.9, redblack.npy,
   redblack.png; -f: the same sweeps in one pass over the array per
   iteration, see relax_one_pass).  A long run reports the iteration
   every 2 s on standard error (progress.h); -q: not.  Compiled with
   -DREDBLACK_BENCH (bench/Makefile.am) it prints "time T checksum S"
   (S: hpc_sum of the field) instead, with neither the check, the files
   nor progress.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "progress.h"
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef REDBLACK_BENCH
/* Timed by make bench, in turns with the hand-written reference.  */
#include "turns.h"
#define BENCH_BEGIN() turns_begin ()
#define BENCH_BETWEEN(done, total) turns_between (done, total)
#define BENCH_WAITED() turns_waited ()
#define BENCH_END() turns_end ()
#else
#define BENCH_BEGIN() ((void) 0)
#define BENCH_BETWEEN(done, total) ((void) 0)
#define BENCH_WAITED() 0.0
#define BENCH_END() ((void) 0)
#endif

struct options
{
  int n, niter;
  float omega;
  const char *npy, *png;
  int one_pass;			/* -f: relax_one_pass */
  int quiet;			/* -q: no progress lines */
};

/* u + omega * (average - u) may be contracted to a fused multiply-add in
   one loop and not in another (GCC's -ffp-contract=fast default): the
   parallel and the sequential sweeps must round alike.  */
#define SAME_ROUNDING __attribute__ ((optimize ("fp-contract=off")))

/* Boundary and initial values: a parabola peaking at 16 along the top
   edge, 8 down the left edge, 0 on the others and inside.  */
static float
initial (long i, long j, long n)
{
  if (i == 0)
    return (float) (64.0 * j * (n - 1 - j) / ((double) (n - 1) * (n - 1)));
  return j == 0 ? 8.0f : 0.0f;
}

#ifndef REDBLACK_BENCH
/* The same sweeps on one plain array; returns it.  */
static SAME_ROUNDING float *
sequential (const struct options *o)
{
  int n = o->n;
  float omega = o->omega;
  float (*s)[n] = malloc (sizeof (float[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s[i][j] = initial (i, j, n);
  struct progress pr = progress_start ("redblack: sequential check",
				       o->quiet);
  for (int iter = 0; iter < o->niter; iter++)
    {
      for (int parity = 0; parity < 2; parity++)
	for (int i = 1; i <= n - 2; i++)
	  for (int j = 1 + (i + parity) % 2; j <= n - 2; j += 2)
	    s[i][j] += omega * (0.25f * (s[i - 1][j] + s[i + 1][j]
					 + s[i][j - 1] + s[i][j + 1])
				- s[i][j]);
      progress_report (&pr, "iteration %d of %d", iter + 1, o->niter);
    }
  return &s[0][0];
}

/* The number of points of U that differ from the sequential run's (the
   same on every process).  */
static long
differences (distributed float u[Range x][Range y], const struct options *o)
{
  long n = o->n, wrong = 0;
  float *all = hpc_rank () == 0 ? malloc (sizeof (float[n][n])) : NULL;
  hpc_gather (all, u, 0);
  if (hpc_rank () == 0)
    {
      float *s = sequential (o);
      for (long k = 0; k < n * n; k++)
	wrong += memcmp (&all[k], &s[k], sizeof *s) != 0;
      free (s);
    }
  free (all);
  MPI_Bcast (&wrong, 1, MPI_LONG, 0, hpc_comm (hpc_apg ()));
  return wrong;
}
#endif

/* NITER red-black SOR sweeps of U (ghost width 1), as in Figure 2.  The
   plugin runs each iteration's two sweeps as one pass over the array
   (plugin/fuse.cc, doc/internals.md), as -f does by hand.  */
static SAME_ROUNDING void
relax (distributed float u[Range x][Range y], int niter, float omega,
       struct progress *pr)
{
  int n = hpc_size (x), widths[] = { 1, 1 };
  for (int iter = 0; iter < niter; iter++) {
    for (int parity = 0; parity < 2; parity++) {
      hpc_write_halo (u, widths);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	  u[i][j] += omega * (0.25f * (u[i - 1][j] + u[i + 1][j]
				       + u[i][j - 1] + u[i][j + 1])
			      - u[i][j]);
    }
    progress_report (pr, "iteration %d of %d", iter + 1, niter);
  }
}

/* -f: the same updates in one pass over the rows per iteration instead
   of one per colour, for speed.  Each point is updated from the same
   values as above (so the field stays bitwise equal to the sequential
   one), but the array streams through memory once per iteration, not
   twice.  Written SPMD-style on the local block through row pointers, as
   an expert tunes one kernel (like cholesky_blocked's BLAS calls).

   A colour-1 point reads only colour-0 neighbours, all new; a colour-0
   point reads colour-1 neighbours, all old.  So colour 1 of row g may be
   updated as soon as colour 0 of row g + 1 is: one sweep down a tile of
   rows updates colour 0 of row g, then colour 1 of row g - 1.  The rows
   and columns whose colour-1 update needs another thread's or another
   process's new colour 0 (a tile's first and last rows, the block's first
   and last columns) wait for a second pass, after the ghost exchange.

   A tile's own interior rows are computed in chunks of VL points at every
   point, each chunk's colour points then stored with the others as they
   were, in one full-width store (sor_blend: the strided loop GCC makes
   of sor_strided stores an element at a time; HPC compiles Figure 2's
   own over this way, doc/internals.md).  A chunk's left neighbours come
   from the chunk before, already in a register, not reloaded from the
   row just stored.  sor_blend rewrites the other colour's points
   unchanged, so it serves only rows no other thread reads meanwhile; the
   tiles' edge rows take Figure 2's strided loop, which touches only the
   other colour of its neighbours.  */

/* SOR of the points FIRST, FIRST + 2, ... < N of a row segment: point j
   reads UP[j], DOWN[j], ROW[j - 1] and ROW[j + 1].  */
static SAME_ROUNDING void
sor_strided (const float *restrict up, float *restrict row,
	     const float *restrict down, long first, long n, float omega)
{
  for (long j = first; j < n; j += 2)
    row[j] += omega * (0.25f * (up[j] + down[j] + row[j - 1] + row[j + 1])
		       - row[j]);
}

/* VL floats, loaded and stored at any float's alignment (GCC's vector
   extension: AVX-512 registers where the target has them, pairs or
   quadruples of narrower ones elsewhere).  */
enum { VL = 16 };
typedef float floats __attribute__ ((vector_size (VL * 4), aligned (4)));
typedef int lanes __attribute__ ((vector_size (VL * 4)));

/* The same as sor_strided, a chunk of VL points at a time (lanes 0, 2,
   ... the colour's), the rest by sor_strided.  */
static SAME_ROUNDING void
sor_blend (const float *restrict up, float *restrict row,
	   const float *restrict down, long first, long n, float omega)
{
  const lanes left = { 15, 16, 17, 18, 19, 20, 21, 22,
		       23, 24, 25, 26, 27, 28, 29, 30 };
  const lanes colour = { 0, 17, 2, 19, 4, 21, 6, 23,
			 8, 25, 10, 27, 12, 29, 14, 31 };
  long j = first;
  floats before = { 0 };	/* its last lane: row[j - 1] */
  before[VL - 1] = row[j - 1];
  for (; j + VL + 1 <= n; j += VL)
    {
      floats cur = *(const floats *) &row[j];
      floats west = __builtin_shuffle (before, cur, left);
      floats east = *(const floats *) &row[j + 1];
      floats sum = *(const floats *) &up[j] + *(const floats *) &down[j]
		   + west + east;
      floats next = cur + omega * (0.25f * sum - cur);
      *(floats *) &row[j] = __builtin_shuffle (next, cur, colour);
      before = cur;
    }
  sor_strided (up, row, down, j, n, omega);
}

/* A tile of rows G0..G1-1, each a segment of N held columns starting at
   global column JA; R0 points at row G0's first, rows STRIDE apart.
   Parity P's points of row g are those at offsets (1 + g + P + JA) & 1,
   + 2, ...  */
struct tile
{
  float *r0;
  long stride, g0, g1, ja, n;
};

static long
first_of (const struct tile *t, long g, int parity)
{
  return (1 + g + parity + t->ja) & 1;
}

/* First pass: colour 0 of every row, colour 1 of the interior rows but
   their first and last columns.  */
static void
tile_first_pass (const struct tile *t, float omega)
{
  long s = t->stride;
  for (long g = t->g0; g < t->g1; g++)
    {
      float *r = t->r0 + (g - t->g0) * s;
      if (g == t->g0 || g == t->g1 - 1)
	sor_strided (r - s, r, r + s, first_of (t, g, 0), t->n, omega);
      else
	sor_blend (r - s, r, r + s, first_of (t, g, 0), t->n, omega);
      long k = g - 1;		/* colour 0 of rows k - 1 .. k + 1 is new */
      if (k > t->g0 && k < t->g1 - 1 && t->n > 2)
	{
	  float *q = r - s + 1;	/* columns 1 .. n - 2 of row k */
	  sor_blend (q - s, q, q + s, 1 - first_of (t, k, 1), t->n - 2,
		     omega);
	}
    }
}

/* Second pass: what the first left of colour 1.  */
static void
tile_second_pass (const struct tile *t, float omega)
{
  long s = t->stride, last = t->g1 - 1;
  for (long g = t->g0; g <= last; g++)
    {
      float *r = t->r0 + (g - t->g0) * s;
      long first = first_of (t, g, 1);
      if (g == t->g0 || g == last || t->n <= 2)
	sor_strided (r - s, r, r + s, first, t->n, omega);
      else
	{
	  if (first == 0)
	    sor_strided (r - s, r, r + s, 0, 1, omega);
	  if ((t->n - 1 - first) % 2 == 0)
	    sor_strided (r - s, r, r + s, t->n - 1, t->n, omega);
	}
    }
}

/* The interior indices (1 .. n - 2) of range X held here: [*LO, *HI)
   (empty: *LO >= *HI).  */
static void
held_interior (Range x, long *lo, long *hi)
{
  long n = hpc_size (x), first = n, end = 0;
  over (k = x | 1 : n - 2) {
    long g = hpc_idx (x, k);
    first = g < first ? g : first;
    end = end < g + 1 ? g + 1 : end;
  }
  *lo = first;
  *hi = end;
}

/* NITER iterations of relax's sweeps in one pass each (-f).  */
static void
relax_one_pass (distributed float u[Range x][Range y], int niter,
		float omega, struct progress *pr)
{
  int widths[] = { 1, 1 }, threads = 1;
#ifdef _OPENMP
  threads = omp_get_max_threads ();
#endif
  long rlo, rhi, ja, jb;
  held_interior (x, &rlo, &rhi);
  held_interior (y, &ja, &jb);
  /* About four tiles a thread: the edge rows' slower loop stays rare.  */
  long rows = rhi > rlo ? rhi - rlo : 0;
  long tile_rows = rows > 4 * threads
		   ? (rows + 4 * threads - 1) / (4 * threads) : 1;
  long stride = hpc_array_stride (u, 0);
  for (int iter = 0; iter < niter; iter++) {
    for (int pass = 0; pass < 2; pass++) {
      hpc_write_halo (u, widths);
      over (i = x | rlo : rhi - 1 : tile_rows)
	if (jb > ja) {
	  long g0 = hpc_idx (x, i);
	  struct tile t = { &u[i][ja], stride, g0,
			    g0 + tile_rows < rhi ? g0 + tile_rows : rhi, ja, jb - ja };
	  if (pass == 0)
	    tile_first_pass (&t, omega);
	  else
	    tile_second_pass (&t, omega);
	}
    }
    BENCH_BETWEEN (iter + 1, niter);
    progress_report (pr, "iteration %d of %d", iter + 1, niter);
  }
}

static void
usage (void)
{
  fprintf (stderr, "usage: redblack [-n N] [-i NITER] [-w OMEGA] [-f] "
	   "[-o FILE.npy] [-g FILE.png] [-q]\n");
  exit (2);
}

static struct options
parse (int argc, char **argv)
{
  struct options o = { 256, 400, 1.9f, "redblack.npy", "redblack.png", 0, 0 };
  for (int c; (c = getopt (argc, argv, "n:i:w:o:g:fq")) != -1;)
    switch (c)
      {
      case 'n': o.n = atoi (optarg); break;
      case 'i': o.niter = atoi (optarg); break;
      case 'w': o.omega = atof (optarg); break;
      case 'o': o.npy = optarg; break;
      case 'g': o.png = optarg; break;
      case 'f': o.one_pass = 1; break;
      case 'q': o.quiet = 1; break;
      default: usage ();
      }
  if (optind != argc || o.n < 3 || o.niter < 0 || !(o.omega > 0)
      || !(o.omega < 2))
    usage ();
  return o;
}


int
main (int argc, char **argv)
{
  struct options o = parse (argc, argv);
  int N = o.n;
  long wrong = 0;
  double t = 0;
#ifdef REDBLACK_BENCH
  double sum = 0;
#endif
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);   /* ghost width 1 */
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | :)
      over (j = y | :)
	u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j), N);
    MPI_Comm comm = hpc_comm (p);
    BENCH_BEGIN ();
    MPI_Barrier (comm);
    double t0 = MPI_Wtime ();
#ifdef REDBLACK_BENCH
    o.quiet = 1;		/* the timed loop as make bench measures it */
#endif
    struct progress pr = progress_start ("redblack", o.quiet);
    if (o.one_pass)
      relax_one_pass (u, o.niter, o.omega, &pr);
    else
      relax (u, o.niter, o.omega, &pr);
    t = MPI_Wtime () - t0 - BENCH_WAITED ();
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, comm);
#ifdef REDBLACK_BENCH
    sum = hpc_sum (u);
#else
    wrong = differences (u, &o);
    hpc_write_npy (o.npy, u, "<f4");
    hpc_write_png (o.png, u, 0, 0);
#endif
  }
#ifdef REDBLACK_BENCH
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  BENCH_END ();
#else
  if (hpc_rank () == 0)
    printf ("redblack: %dx%d SOR (omega %g%s), %d iterations, %d processes: "
	    "%.3f s, %s\n", N, N, o.omega, o.one_pass ? ", one pass" : "",
	    o.niter, hpc_nprocs (), t,
	    wrong ? "DIFFERS from sequential" : "bitwise equal to sequential");
#endif
  return wrong != 0;
}
