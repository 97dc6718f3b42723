/* stream.c - the memory bandwidth the stencils are measured against, on
   the same processes and threads: STREAM's triad a = b + s*c and an
   in-place read-modify-write a = a*s + t (what a red-black sweep does to
   its array), over floats, each rank on arrays of TOTAL/np elements.
   Usage: stream TOTAL REPS; prints "triad <GB/s> rmw <GB/s>" (best of
   REPS, bytes counted as read + written, over all processes).  */
#include "ref_alloc.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double
timed (void (*kernel) (float *, float *, float *, long), float *a, float *b,
       float *c, long n, int reps)
{
  double best = 1e30;
  for (int r = 0; r < reps; r++)
    {
      /* From a barrier to the next: the time all processes took
	 together.  Each timing only its own kernel overstates the rate
	 when there are more processes than cores: they then run their
	 kernels one after the other, each at a core's full speed.  */
      MPI_Barrier (MPI_COMM_WORLD);
      double t0 = MPI_Wtime ();
      kernel (a, b, c, n);
      MPI_Barrier (MPI_COMM_WORLD);
      double t = MPI_Wtime () - t0;
      MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX,
		     MPI_COMM_WORLD);
      best = t < best ? t : best;
    }
  return best;
}

static void
triad (float *a, float *b, float *c, long n)
{
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; i++)
    a[i] = b[i] + 3.0f * c[i];
}

static void
rmw (float *a, float *b, float *c, long n)
{
  (void) b, (void) c;
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; i++)
    a[i] = a[i] * 0.999f + 0.25f;
}

int
main (int argc, char **argv)
{
  int provided, np, me;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  MPI_Comm_rank (MPI_COMM_WORLD, &me);
  long total = argc > 1 ? atol (argv[1]) : 4096L * 4096;
  int reps = argc > 2 ? atoi (argv[2]) : 10;
  long n = total / np;
  float *a = ref_alloc (n * sizeof (float) + 64);
  float *b = ref_alloc (n * sizeof (float) + 64);
  float *c = ref_alloc (n * sizeof (float) + 64);
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; i++)
    a[i] = b[i] = c[i] = 1.0f;
  double tt = timed (triad, a, b, c, n, reps);
  double tr = timed (rmw, a, b, c, n, reps);
  if (me == 0)
    printf ("triad %.2f rmw %.2f\n", 12.0 * n * np / tt / 1e9,
	    8.0 * n * np / tr / 1e9);
  ref_free (a);
  ref_free (b);
  ref_free (c);
  MPI_Finalize ();
  return 0;
}
