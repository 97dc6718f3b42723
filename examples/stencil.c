/* stencil.c - the Parallel Research Kernels' Stencil: a star-shaped
   stencil of radius R applied T + 1 times to an N x N grid (the first
   application is PRK's warm-up), the input growing by 1 everywhere after
   each application.  Ghost width R; the input's ghosts are refreshed by
   hpc_write_halo before each application.

   Weights as in PRK: w(0, j) = w(j, 0) = 1 / (2 j R) and w(0, -j) =
   w(-j, 0) = -1 / (2 j R) for j = 1..R, zero elsewhere.  On the linear
   input in(i, j) = i + j every application adds exactly COEFX + COEFY =
   2 to each interior point of the output, so PRK's check holds: the
   average of |out| over the interior is (T + 1) * 2 (to 1e-8).  The
   output is also compared with the same loops run sequentially on
   process 0: bitwise, since each point sums its terms in the same order
   whatever the distribution.

   Usage: stencil [-n N] [-r R] [-t T] [-o FILE.npy] [-q]
   (defaults 1000, 2, 10, stencil.npy).  A long run reports the
   iteration every 2 s on standard error (progress.h); -q: not.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "progress.h"

enum { MAX_RADIUS = 16 };

/* s += w * v may become one fused multiply-add or a multiply and an
   add, as GCC sees fit loop by loop (-ffp-contract=fast, its default);
   the parallel and sequential loops must round alike, so the two
   functions that apply the stencil keep them apart.  */
#define SAME_ROUNDING __attribute__ ((optimize ("fp-contract=off")))
static const double COEFX = 1.0, COEFY = 1.0, EPSILON = 1e-8;

struct options
{
  int n, r, t;
  const char *npy;
  int quiet;			/* -q: no progress lines */
};

/* PRK's weights along one axis: W[R + k] for k = -R..R (the centre is
   zero).  */
static void
weights (double *w, int r)
{
  w[r] = 0;
  for (int k = 1; k <= r; k++)
    {
      w[r + k] = 1.0 / (2.0 * k * r);
      w[r - k] = -1.0 / (2.0 * k * r);
    }
}

/* One application: OUT += the star stencil of IN over the points R..N-1-R
   of each dimension, in PRK's order (the row through the point, then the
   column above it, then below it).  IN's ghosts must be filled.  */
static SAME_ROUNDING void
apply (distributed double out[Range x][Range y],
       distributed double in[Range xi][Range yi], const double *w, int r,
       int n)
{
  over (i = x | r : n - 1 - r)
    over (j = y | r : n - 1 - r)
      {
	double s = out[i][j];
	for (int k = -r; k <= r; k++)
	  s += w[r + k] * in[i][j + k];
	for (int k = -r; k < 0; k++)
	  s += w[r + k] * in[i + k][j];
	for (int k = 1; k <= r; k++)
	  s += w[r + k] * in[i + k][j];
	out[i][j] = s;
      }
}

/* The same on plain arrays; returns OUT.  */
static SAME_ROUNDING double *
sequential (const struct options *o, const double *w)
{
  int n = o->n, r = o->r;
  double (*in)[n] = malloc (sizeof (double[n][n]));
  double (*out)[n] = calloc (n, sizeof *out);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      in[i][j] = COEFX * i + COEFY * j;
  struct progress pr = progress_start ("stencil: sequential check", o->quiet);
  for (int it = 0; it <= o->t; it++)
    {
      progress_report (&pr, "iteration %d of %d", it, o->t + 1);
      for (int i = r; i <= n - 1 - r; i++)
	for (int j = r; j <= n - 1 - r; j++)
	  {
	    double s = out[i][j];
	    for (int k = -r; k <= r; k++)
	      s += w[r + k] * in[i][j + k];
	    for (int k = -r; k < 0; k++)
	      s += w[r + k] * in[i + k][j];
	    for (int k = 1; k <= r; k++)
	      s += w[r + k] * in[i + k][j];
	    out[i][j] = s;
	  }
      for (int i = 0; i < n; i++)
	for (int j = 0; j < n; j++)
	  in[i][j] += 1.0;
    }
  free (in);
  return &out[0][0];
}

static void
usage (void)
{
  fprintf (stderr, "usage: stencil [-n N] [-r R] [-t T] [-o FILE.npy] [-q]\n");
  exit (2);
}

static struct options
parse (int argc, char **argv)
{
  struct options o = { 1000, 2, 10, "stencil.npy", 0 };
  for (int c; (c = getopt (argc, argv, "n:r:t:o:q")) != -1;)
    switch (c)
      {
      case 'n': o.n = atoi (optarg); break;
      case 'r': o.r = atoi (optarg); break;
      case 't': o.t = atoi (optarg); break;
      case 'o': o.npy = optarg; break;
      case 'q': o.quiet = 1; break;
      default: usage ();
      }
  if (optind != argc || o.r < 1 || o.r > MAX_RADIUS || o.n <= 2 * o.r
      || o.t < 0)
    usage ();
  return o;
}

int
main (int argc, char **argv)
{
  struct options o = parse (argc, argv);
  int n = o.n, r = o.r;
  double w[2 * MAX_RADIUS + 1], t = 0, norm = 0;
  long wrong = 0;
  weights (w, r);
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), r);   /* ghost width R */
    Range y = hpc_block_range (n, hpc_dim (p, 1), r);
    distributed double in[x][y], out[x][y];
    over (i = x | :)
      over (j = y | :)
	in[i][j] = COEFX * hpc_idx (x, i) + COEFY * hpc_idx (y, j);
    double t0 = MPI_Wtime ();
    struct progress pr = progress_start ("stencil", o.quiet);
    for (int it = 0; it <= o.t; it++)
      {
	hpc_write_halo (in);
	apply (out, in, w, r, n);
	over (i = x | :)
	  over (j = y | :)
	    in[i][j] += 1.0;
	progress_report (&pr, "iteration %d of %d", it + 1, o.t + 1);
      }
    t = MPI_Wtime () - t0;
    MPI_Comm comm = hpc_comm (p);
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, comm);

    /* PRK's check: the average |out| over the interior.  */
    over (i = x | r : n - 1 - r)
      over (j = y | r : n - 1 - r)
	norm += fabs (out[i][j]);
    MPI_Allreduce (MPI_IN_PLACE, &norm, 1, MPI_DOUBLE, MPI_SUM, comm);
    norm /= (double) (n - 2 * r) * (n - 2 * r);

    /* And the whole output against the sequential run, on process 0.  */
    double *all = hpc_rank () == 0 ? malloc (sizeof (double[n][n])) : NULL;
    hpc_gather (all, out, 0);
    if (hpc_rank () == 0)
      {
	double *s = sequential (&o, w);
	for (long k = 0; k < (long) n * n; k++)
	  wrong += memcmp (&all[k], &s[k], sizeof *s) != 0;
	free (s);
      }
    free (all);
    MPI_Bcast (&wrong, 1, MPI_LONG, 0, comm);
    hpc_write_npy (o.npy, out, "<f8");
  }
  double reference = (o.t + 1) * (COEFX + COEFY);
  int ok = fabs (norm - reference) <= EPSILON && !wrong;
  if (hpc_rank () == 0)
    printf ("stencil: %dx%d, radius %d, %d iterations, %d processes: "
	    "%.3f s, norm %.12g (reference %g), %s: %s\n", n, n, r, o.t,
	    hpc_nprocs (), t, norm, reference,
	    wrong ? "DIFFERS from sequential" : "bitwise equal to sequential",
	    ok ? "ok" : "WRONG");
  return !ok;
}
