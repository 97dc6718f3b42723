/* jacobi.c - the Jacobi iteration of the Phase Abstractions papers:
   each point of an N x N grid becomes the average of its four
   neighbours (plus a source term), until the largest change of a sweep
   falls below a tolerance.  Boundaries are fixed (the outermost rows and
   columns keep their values; the top edge is hot) or periodic (every
   point is updated, ghosts filled by hpc_write_halo_mode's periodic
   mode).  The largest change is an over reduction on each process and
   an MPI maximum across them.  The field and the next one are handles,
   swapped after each sweep.

   Checked against the same iteration run sequentially on process 0:
   bitwise, since each point's new value is the same expression of the
   same old values (a separate new array; no sum is reordered) and a
   maximum is exact, so the iteration counts agree too.

   Usage: jacobi [-n N] [-e TOL] [-i MAXITER] [-b fixed|periodic]
		 [-o FILE.npy] [-g FILE.png] [-q]
   (defaults 128, 1e-4, 20000, fixed, jacobi.npy, jacobi.png; -e 0 runs
   all MAXITER sweeps).  A long run reports the sweep and the change
   every 2 s on standard error (progress.h); -q: not.

   With -DJACOBI_BENCH (bench/Makefile.am) it takes turns with make
   bench's other programs (bench/turns.h) and prints "time T checksum S",
   S the sum of the final field taken row by row on process 0 as
   bench/jacobi_seq.c takes it, instead of the check and the files.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "progress.h"

#ifdef JACOBI_BENCH
#include "turns.h"
#else
#define turns_begin()
#define turns_between(done, total)
#define turns_waited() 0.0
#define turns_end()
#endif

struct options
{
  int n, maxiter, periodic, quiet;
  double tol;
  const char *npy, *png;
};

/* The source term: a warm spot and a cold one, of opposite strengths,
   so the periodic problem (whose solution needs a zero mean source)
   settles too.  Not inlined: the parallel fill and the sequential one
   must round alike, and inlined copies could be contracted to fused
   multiply-adds differently in the two loops.  */
static __attribute__ ((noinline)) double
source (long i, long j, long n)
{
  double di = (double) i / n, dj = (double) j / n;
  double warm = (di - 0.3) * (di - 0.3) + (dj - 0.35) * (dj - 0.35);
  double cold = (di - 0.7) * (di - 0.7) + (dj - 0.65) * (dj - 0.65);
  return 200.0 / ((double) n * n) * (exp (-warm * 60) - exp (-cold * 60));
}

/* Initial values: 1 on the top edge with fixed boundaries, 0 elsewhere.  */
static double
initial (long i, long j, long n, int periodic)
{
  (void) j, (void) n;
  return !periodic && i == 0 ? 1.0 : 0.0;
}

/* One sweep DST = the average of SRC's neighbours plus F/4, over the
   points FIRST..N-1-FIRST of each dimension (SRC's ghosts filled);
   returns the largest change on this process.  The three arrays are
   aligned (libhpc checks at the loop's entry that the ranges are the
   same), each parameter naming its own ranges.  */
static double
sweep (distributed double dst[Range x][Range y],
       distributed double src[Range xs][Range ys],
       distributed double f[Range xf][Range yf], int first, int n)
{
  double change = 0;
  over (i = x | first : n - 1 - first)
    over (j = y | first : n - 1 - first)
      {
	dst[i][j] = 0.25 * (src[i - 1][j] + src[i + 1][j]
			    + src[i][j - 1] + src[i][j + 1] + f[i][j]);
	double d = fabs (dst[i][j] - src[i][j]);
	change = change < d ? d : change;
      }
  return change;
}

/* Fill SRC's ghosts: from the neighbours, and across the edges too when
   periodic.  */
static void
exchange (distributed double src[Range x][Range y], int periodic)
{
  int widths[] = { 1, 1 };
  int modes[2] = { HPC_HALO_NONE, HPC_HALO_NONE };
  if (periodic)
    modes[0] = modes[1] = HPC_HALO_PERIODIC;
  hpc_write_halo_mode (src, widths, modes, NULL, NULL);
}

#ifndef JACOBI_BENCH
/* The same iteration on plain arrays (ghost-free: periodic neighbours by
   wrapping the index).  Returns the field; *ITERS gets the sweep count.  */
static double *
sequential (const struct options *o, int *iters)
{
  int n = o->n, first = o->periodic ? 0 : 1;
  double (*u)[n] = malloc (sizeof (double[n][n]));
  double (*v)[n] = malloc (sizeof (double[n][n]));
  double (*f)[n] = malloc (sizeof (double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	u[i][j] = v[i][j] = initial (i, j, n, o->periodic);
	f[i][j] = source (i, j, n);
      }
  int it = 0;
  struct progress pr = progress_start ("jacobi: sequential check", o->quiet);
  for (double change = HUGE_VAL; change >= o->tol && it < o->maxiter; it++)
    {
      progress_report (&pr, "sweep %d of at most %d", it, o->maxiter);
      change = 0;
      for (int i = first; i <= n - 1 - first; i++)
	for (int j = first; j <= n - 1 - first; j++)
	  {
	    int im = (i + n - 1) % n, ip = (i + 1) % n;
	    int jm = (j + n - 1) % n, jp = (j + 1) % n;
	    v[i][j] = 0.25 * (u[im][j] + u[ip][j] + u[i][jm] + u[i][jp]
			      + f[i][j]);
	    double d = fabs (v[i][j] - u[i][j]);
	    change = change < d ? d : change;
	  }
      double (*t)[n] = u;
      u = v, v = t;
    }
  free (v);
  free (f);
  *iters = it;
  return &u[0][0];
}

/* The differences of the N x N field ALL (gathered on process 0) and of
   the sweep count ITERS from the sequential iteration's.  */
static long
check (const double *all, const struct options *o, int iters)
{
  int n = o->n, seq_iters;
  long wrong = 0;
  double *s = sequential (o, &seq_iters);
  for (long k = 0; k < (long) n * n; k++)
    wrong += memcmp (&all[k], &s[k], sizeof *s) != 0;
  wrong += seq_iters != iters;
  if (wrong)
    fprintf (stderr, "jacobi: %ld differences; %d sequential sweeps\n",
	     wrong, seq_iters);
  free (s);
  return wrong;
}
#else
/* The sum of the N x N field ALL, row by row: jacobi_seq.c's checksum.  */
static double
field_sum (const double *all, int n)
{
  double sum = 0;
  for (long k = 0; k < (long) n * n; k++)
    sum += all[k];
  return sum;
}
#endif

static void
usage (void)
{
  fprintf (stderr, "usage: jacobi [-n N] [-e TOL] [-i MAXITER] "
	   "[-b fixed|periodic] [-o FILE.npy] [-g FILE.png] [-q]\n");
  exit (2);
}

static struct options
parse (int argc, char **argv)
{
  struct options o = { 128, 20000, 0, 0, 1e-4, "jacobi.npy", "jacobi.png" };
  for (int c; (c = getopt (argc, argv, "n:e:i:b:o:g:q")) != -1;)
    switch (c)
      {
      case 'n': o.n = atoi (optarg); break;
      case 'e': o.tol = atof (optarg); break;
      case 'i': o.maxiter = atoi (optarg); break;
      case 'b':
	if (strcmp (optarg, "fixed") && strcmp (optarg, "periodic"))
	  usage ();
	o.periodic = !strcmp (optarg, "periodic");
	break;
      case 'o': o.npy = optarg; break;
      case 'g': o.png = optarg; break;
      case 'q': o.quiet = 1; break;
      default: usage ();
      }
  if (optind != argc || o.n < 3 || o.maxiter < 0 || !(o.tol >= 0))
    usage ();
  return o;
}

int
main (int argc, char **argv)
{
  struct options o = parse (argc, argv);
  int n = o.n, first = o.periodic ? 0 : 1, iters = 0;
  long wrong = 0;
  double t = 0, change = HUGE_VAL;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);   /* ghost width 1 */
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    /* The field and the next one are handles: a sweep writes the next
       field from the current one, and the two are swapped, as a
       Jacobi code in any language does.  */
    distributed double u[Range][Range] = hpc_new (x, y);
    distributed double v[Range][Range] = hpc_new (x, y);
    distributed double f[x][y];
    over (i = x | :)
      over (j = y | :)
	{
	  u[i][j] = v[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j), n,
				       o.periodic);
	  f[i][j] = source (hpc_idx (x, i), hpc_idx (y, j), n);
	}
    MPI_Comm comm = hpc_comm (p);
    turns_begin ();
    double t0 = MPI_Wtime ();
    struct progress pr = progress_start ("jacobi", o.quiet);
    while (change >= o.tol && iters < o.maxiter)
      {
	exchange (u, o.periodic);
	change = sweep (v, u, f, first, n);
	MPI_Allreduce (MPI_IN_PLACE, &change, 1, MPI_DOUBLE, MPI_MAX, comm);
	distributed double t[Range][Range] = u;
	u = v;
	v = t;
	iters++;
	turns_between (iters, o.maxiter);
	progress_report (&pr, "sweep %d, change %.2e (tol %.0e)", iters,
			 change, o.tol);
      }
    t = MPI_Wtime () - t0 - turns_waited ();
    MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, comm);

    /* The whole field on process 0, against the sequential run there
       (bench: its checksum).  */
    double *all = hpc_rank () == 0 ? malloc (sizeof (double[n][n])) : NULL;
    hpc_gather (all, u, 0);
#ifdef JACOBI_BENCH
    if (hpc_rank () == 0)
      printf ("time %.6f checksum %.17e\n", t, field_sum (all, n));
    free (all);
#else
    if (hpc_rank () == 0)
      wrong = check (all, &o, iters);
    free (all);
    MPI_Bcast (&wrong, 1, MPI_LONG, 0, comm);
    hpc_write_npy (o.npy, u, "<f8");
    hpc_write_png (o.png, u, 0, 0);
#endif
    hpc_free (u);
    hpc_free (v);
  }
#ifdef JACOBI_BENCH
  turns_end ();			/* no check: WRONG stays 0 */
#else
  if (hpc_rank () == 0)
    printf ("jacobi: %dx%d %s, %d sweeps to change %.1e (tol %.0e), "
	    "%d processes: %.3f s, %s\n", n, n,
	    o.periodic ? "periodic" : "fixed", iters, change, o.tol,
	    hpc_nprocs (), t, wrong ? "DIFFERS from sequential"
	    : "bitwise equal to sequential");
#endif
  return wrong != 0;
}
