/* pdpotrf_ref.c - the reference for cholesky_blocked_hpc (the blocked
   Cholesky example): ScaLAPACK's pdpotrf on the same double matrix, on a
   1 x P BLACS grid (columns in blocks of NB over the P processes: the
   layout the example's P x 1 grid gives A^T), NB x NB blocks.
   Usage: pdpotrf_ref N NB; prints "time <s> checksum <sum of L>", the
   time being the slowest process's pdpotrf.  */
#include "ref_alloc.h"
#include "turns.h"
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* BLACS and ScaLAPACK (Debian ships no header for them).  */
void Cblacs_get (int context, int what, int *value);
void Cblacs_gridinit (int *context, const char *order, int nprow, int npcol);
void Cblacs_gridinfo (int context, int *nprow, int *npcol, int *myrow,
		      int *mycol);
void Cblacs_gridexit (int context);
int numroc_ (const int *n, const int *nb, const int *iproc,
	     const int *isrcproc, const int *nprocs);
void descinit_ (int *desc, const int *m, const int *n, const int *mb,
		const int *nb, const int *irsrc, const int *icsrc,
		const int *context, const int *lld, int *info);
void pdpotrf_ (const char *uplo, const int *n, double *a, const int *ia,
	       const int *ja, const int *desca, int *info, size_t uplo_len);

/* The example's matrix: symmetric, diagonally dominant.  */
static double
matrix (long i, long j, long n)
{
  return (i == j ? 2.0 * n : 0.0) + cos ((double) (i + j));
}

/* Global index of local index L of a block-cyclic dimension.  */
static long
global_index (long l, int nb, int coord, int nprocs)
{
  return (l / nb * nprocs + coord) * nb + l % nb;
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = argc > 1 ? atoi (argv[1]) : 4096;
  int nb = argc > 2 ? atoi (argv[2]) : 64;
  int np, context, nprow, npcol, myrow, mycol, zero = 0, one = 1, info;
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  Cblacs_get (-1, 0, &context);
  Cblacs_gridinit (&context, "Row", 1, np);
  Cblacs_gridinfo (context, &nprow, &npcol, &myrow, &mycol);
  int mloc = numroc_ (&n, &nb, &myrow, &zero, &nprow);
  int nloc = numroc_ (&n, &nb, &mycol, &zero, &npcol);
  int lld = mloc > 1 ? mloc : 1, desc[9];
  descinit_ (desc, &n, &n, &nb, &nb, &zero, &zero, &context, &lld, &info);
  double *a = ref_alloc (((size_t) lld * nloc + 1) * sizeof *a);
  for (long jl = 0; jl < nloc; jl++)
    for (long il = 0; il < mloc; il++)
      a[jl * lld + il] = matrix (global_index (il, nb, myrow, nprow),
				 global_index (jl, nb, mycol, npcol), n);

  turns_begin ();
  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  pdpotrf_ ("L", &n, a, &one, &one, desc, &info, 1);
  double t = MPI_Wtime () - t0;
  MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  if (info != 0)
    {
      fprintf (stderr, "pdpotrf_ref: pdpotrf info %d\n", info);
      MPI_Abort (MPI_COMM_WORLD, 1);
    }

  double s = 0, checksum;
  for (long jl = 0; jl < nloc; jl++)
    for (long il = 0; il < mloc; il++)
      if (global_index (il, nb, myrow, nprow)
	  >= global_index (jl, nb, mycol, npcol))
	s += a[jl * lld + il];
  MPI_Allreduce (&s, &checksum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  if (myrow == 0 && mycol == 0)
    printf ("time %.6f checksum %.15e\n", t, checksum);
  ref_free (a);
  Cblacs_gridexit (context);
  turns_end ();
  MPI_Finalize ();
  return 0;
}
