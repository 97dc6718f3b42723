/* jacobi_seq.c - examples/jacobi.c's iteration with fixed boundaries in
   sequential C, for make bench against that example (-DJACOBI_BENCH):
   the field and the next one are plain N x N arrays swapped by pointer
   after each sweep, each interior point the average of its four
   neighbours plus a quarter of the source term, in the example's
   expression and order, and the largest change of each sweep, so the
   field is bitwise the example's on any number of processes.

   Rank 0 computes; MPI is there to take turns with the HPC program
   (turns.h) and to time, so on P processes the other ranks only keep
   the turns and the ratio is HPC's speed-up over one core.
   Usage: jacobi_seq [-n N] [-e TOL] [-i MAXITER] [-q] (as the example;
   -q is accepted and ignored); prints "time T checksum S", S the sum of
   the final field row by row.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "ref_alloc.h"
#include "turns.h"

/* The example's source term, which must round as it does there (not
   inlined, so that no copy of it is contracted otherwise).  */
static __attribute__ ((noinline)) double
source (long i, long j, long n)
{
  double di = (double) i / n, dj = (double) j / n;
  double warm = (di - 0.3) * (di - 0.3) + (dj - 0.35) * (dj - 0.35);
  double cold = (di - 0.7) * (di - 0.7) + (dj - 0.65) * (dj - 0.65);
  return 200.0 / ((double) n * n) * (exp (-warm * 60) - exp (-cold * 60));
}

/* One sweep V = the average of U's neighbours plus F/4 over the
   interior; returns the largest change.  */
static double
sweep (int n, double (*v)[n], double (*u)[n], double (*f)[n])
{
  double change = 0;
  for (int i = 1; i <= n - 2; i++)
    for (int j = 1; j <= n - 2; j++)
      {
	v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1] + f[i][j]);
	double d = fabs (v[i][j] - u[i][j]);
	change = change < d ? d : change;
      }
  return change;
}

static void
usage (void)
{
  fprintf (stderr, "usage: jacobi_seq [-n N] [-e TOL] [-i MAXITER] [-q]\n");
  MPI_Abort (MPI_COMM_WORLD, 2);
}

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  int n = 128, maxiter = 20000, rank;
  double tol = 1e-4;
  for (int c; (c = getopt (argc, argv, "n:e:i:q")) != -1;)
    switch (c)
      {
      case 'n': n = atoi (optarg); break;
      case 'e': tol = atof (optarg); break;
      case 'i': maxiter = atoi (optarg); break;
      case 'q': break;
      default: usage ();
      }
  if (optind != argc || n < 3 || maxiter < 0 || !(tol >= 0))
    usage ();
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  int work = rank == 0;
  double (*u)[n] = NULL, (*v)[n] = NULL, (*f)[n] = NULL;
  if (work)
    {
      u = ref_alloc (sizeof (double[n][n]));
      v = ref_alloc (sizeof (double[n][n]));
      f = ref_alloc (sizeof (double[n][n]));
      for (int i = 0; i < n; i++)
	for (int j = 0; j < n; j++)
	  {
	    u[i][j] = v[i][j] = i == 0 ? 1.0 : 0.0;
	    f[i][j] = source (i, j, n);
	  }
    }
  turns_begin ();
  double t0 = MPI_Wtime (), change = HUGE_VAL;
  for (int it = 0; change >= tol && it < maxiter;)
    {
      if (work)
	{
	  change = sweep (n, v, u, f);
	  double (*t)[n] = u;
	  u = v, v = t;
	}
      MPI_Bcast (&change, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
      turns_between (++it, maxiter);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  if (work)
    {
      double sum = 0;
      for (int i = 0; i < n; i++)
	for (int j = 0; j < n; j++)
	  sum += u[i][j];
      printf ("time %.6f checksum %.17e\n", t, sum);
      ref_free (u), ref_free (v), ref_free (f);
    }
  turns_end ();
  MPI_Finalize ();
  return 0;
}
