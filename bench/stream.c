/* stream.c - the memory bandwidth the stencils are measured against, on
   the same processes and threads: STREAM's triad a = b + s*c and an
   in-place read-modify-write a = a*s + t (what a red-black sweep does to
   its array), over floats, each rank on arrays of TOTAL/np elements.
   Usage: stream TOTAL REPS; prints "triad <GB/s> rmw <GB/s> best <GB/s>"
   (bytes counted as read + written, over all processes).  Alone: the
   best of REPS passes of each kernel (rmw and best the same).  Taking
   turns with a bench pair (turns.h, BENCH_TURNS set): a pass of each
   kernel a slice, in the pair's slices' machine states; triad and rmw
   are then the bytes of all the passes over their time, best the
   fastest rmw pass.  */
#include "ref_alloc.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "turns.h"

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

/* The seconds a pass of the triad and of the rmw (the best of REPS
   alone, the mean in turns), and of the fastest rmw pass.  */
struct rates
{
  double triad, rmw, rmw_best;
};

static struct rates
alone (float *a, float *b, float *c, long n, int reps)
{
  struct rates r;
  r.triad = timed (triad, a, b, c, n, reps);
  r.rmw = r.rmw_best = timed (rmw, a, b, c, n, reps);
  return r;
}

/* In turns: one pass of each kernel a slice; the mean seconds a pass.  */
static struct rates
in_turns (float *a, float *b, float *c, long n)
{
  struct rates r = { 0, 0, 1e30 };
  /* A pass of each first, untimed, as the programs' set-ups leave
     their arrays warm.  */
  timed (triad, a, b, c, n, 1);
  timed (rmw, a, b, c, n, 1);
  turns_begin ();
  int slices = turns.slices;
  for (int s = 1; s <= slices; s++)
    {
      r.triad += timed (triad, a, b, c, n, 1);
      double t = timed (rmw, a, b, c, n, 1);
      r.rmw += t;
      r.rmw_best = t < r.rmw_best ? t : r.rmw_best;
      turns_between (s, slices);
    }
  r.triad /= slices;
  r.rmw /= slices;
  return r;
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
  const char *in_a_round = getenv ("BENCH_TURNS");
  struct rates r = in_a_round && *in_a_round ? in_turns (a, b, c, n)
					     : alone (a, b, c, n, reps);
  if (me == 0)
    printf ("triad %.2f rmw %.2f best %.2f\n", 12.0 * n * np / r.triad / 1e9,
	    8.0 * n * np / r.rmw / 1e9, 8.0 * n * np / r.rmw_best / 1e9);
  turns_end ();
  ref_free (a);
  ref_free (b);
  ref_free (c);
  MPI_Finalize ();
  return 0;
}
