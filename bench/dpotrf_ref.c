/* dpotrf_ref.c - one process's reference for cholesky_blocked_hpc (the
   blocked Cholesky example): LAPACK's dpotrf (Debian's OpenBLAS, threaded
   by OMP_NUM_THREADS) on the same double matrix.
   Usage: dpotrf_ref N [NB]; NB is ignored (LAPACK picks its blocks);
   prints "time <s> checksum <sum of L>".  Runs on one process only.  */
#include "ref_alloc.h"
#include "turns.h"
#include <lapacke.h>
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double
matrix (long i, long j, long n)
{
  return (i == j ? 2.0 * n : 0.0) + cos ((double) (i + j));
}

int
main (int argc, char **argv)
{
  int provided, np;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  if (np != 1)
    {
      fprintf (stderr, "dpotrf_ref: runs on one process, not %d\n", np);
      MPI_Abort (MPI_COMM_WORLD, 2);
    }
  long n = argc > 1 ? atol (argv[1]) : 4096;
  double *a = ref_alloc ((n * n + 1) * sizeof *a);
  for (long j = 0; j < n; j++)
    for (long i = 0; i < n; i++)
      a[j * n + i] = matrix (i, j, n);

  turns_begin ();
  double t0 = MPI_Wtime ();
  int info = LAPACKE_dpotrf_work (LAPACK_COL_MAJOR, 'L', n, a, n);
  double t = MPI_Wtime () - t0;
  if (info != 0)
    {
      fprintf (stderr, "dpotrf_ref: dpotrf info %d\n", info);
      return 1;
    }
  double checksum = 0;
  for (long j = 0; j < n; j++)
    for (long i = j; i < n; i++)
      checksum += a[j * n + i];
  printf ("time %.6f checksum %.15e\n", t, checksum);
  ref_free (a);
  turns_end ();
  MPI_Finalize ();
  return 0;
}
