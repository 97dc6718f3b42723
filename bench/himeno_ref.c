/* himeno_ref.c - the hand-written MPI+OpenMP reference for the Himeno
   benchmark (himeno_seq.c gives the algorithm): the I dimension of the
   MI x MJ x MK arrays in blocks of ceil (MI / P) planes, each process
   holding its planes and one ghost plane on each side; an iteration
   exchanges P's boundary planes with the two neighbours (MPI_Sendrecv;
   planes are contiguous), sweeps the interior points held here with the
   I loop shared among OpenMP threads, sums GOSA (double) with an
   MPI_Allreduce and copies WRK2 back into P.
   Usage: himeno_ref [-s XS|S|M] [-i NITER]; prints "time <s> checksum <gosa>".  */
#include "ref_alloc.h"
#include "turns.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "himeno_size.h"

enum { A0, A1, A2, A3, B0, B1, B2, C0, C1, C2, BND, WRK1, WRK2, P, NARRAYS };

static int mi = 65, mj = 65, mk = 129;
static long i0, ni;		/* first global plane held, planes held */
static int up, down;		/* neighbour ranks or MPI_PROC_NULL */
static float *arr[NARRAYS];
static const float omega = 0.8f;

/* Element (I, J, K), I local: 0 the first plane held, -1 the ghost.  */
#define AT(m, i, j, k) arr[m][(((long) (i) + 1) * mj + (j)) * mk + (k)]

static void
decompose (void)
{
  int np, me;
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  MPI_Comm_rank (MPI_COMM_WORLD, &me);
  long b = (mi + np - 1) / np;
  i0 = me * b < mi ? me * b : mi;
  ni = (i0 + b < mi ? i0 + b : mi) - i0;
  up = me > 0 && ni > 0 ? me - 1 : MPI_PROC_NULL;
  down = me + 1 < np && i0 + ni < mi ? me + 1 : MPI_PROC_NULL;
}

static void
initmt (void)
{
  int imax = mi - 1, jmax = mj - 1, kmax = mk - 1;
  size_t bytes = (size_t) (ni + 2) * mj * mk * sizeof (float);
  for (int m = 0; m < NARRAYS; m++)
    {
      arr[m] = ref_alloc (bytes);
      for (size_t e = 0; e < bytes / sizeof (float); e++)
	arr[m][e] = 0;
    }
#pragma omp parallel for schedule(static)
  for (long l = 0; l < ni; l++)
    {
      long i = i0 + l;
      if (i >= imax)
	continue;
      for (int j = 0; j < jmax; j++)
	for (int k = 0; k < kmax; k++)
	  {
	    AT (A0, l, j, k) = AT (A1, l, j, k) = AT (A2, l, j, k) = 1.0f;
	    AT (A3, l, j, k) = 1.0f / 6.0f;
	    AT (C0, l, j, k) = AT (C1, l, j, k) = AT (C2, l, j, k) = 1.0f;
	    AT (P, l, j, k) = (float) (i * i) / (float) ((imax - 1) * (imax - 1));
	    AT (BND, l, j, k) = 1.0f;
	  }
    }
}

/* P's first and last planes held to the neighbours' ghosts.  */
static void
exchange (void)
{
  int plane = mj * mk;
  MPI_Sendrecv (&AT (P, 0, 0, 0), plane, MPI_FLOAT, up, 0,
		&AT (P, ni, 0, 0), plane, MPI_FLOAT, down, 0,
		MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Sendrecv (&AT (P, ni - 1, 0, 0), plane, MPI_FLOAT, down, 1,
		&AT (P, -1, 0, 0), plane, MPI_FLOAT, up, 1,
		MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

/* The planes held here that lie in the interior, 1 .. IMAX - 2.  */
static void
interior (long *lo, long *hi)
{
  long imax = mi - 1;
  *lo = (i0 < 1 ? 1 : i0) - i0;
  *hi = (i0 + ni < imax - 1 ? i0 + ni : imax - 1) - i0;
}

static double
sweep (long lo, long hi)
{
  int jmax = mj - 1, kmax = mk - 1;
  double gosa = 0;
#pragma omp parallel for schedule(static) reduction(+:gosa)
  for (long i = lo; i < hi; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++)
	{
	  float s0 = AT (A0, i, j, k) * AT (P, i + 1, j, k)
	    + AT (A1, i, j, k) * AT (P, i, j + 1, k)
	    + AT (A2, i, j, k) * AT (P, i, j, k + 1)
	    + AT (B0, i, j, k) * (AT (P, i + 1, j + 1, k) - AT (P, i + 1, j - 1, k)
				  - AT (P, i - 1, j + 1, k) + AT (P, i - 1, j - 1, k))
	    + AT (B1, i, j, k) * (AT (P, i, j + 1, k + 1) - AT (P, i, j - 1, k + 1)
				  - AT (P, i, j + 1, k - 1) + AT (P, i, j - 1, k - 1))
	    + AT (B2, i, j, k) * (AT (P, i + 1, j, k + 1) - AT (P, i - 1, j, k + 1)
				  - AT (P, i + 1, j, k - 1) + AT (P, i - 1, j, k - 1))
	    + AT (C0, i, j, k) * AT (P, i - 1, j, k)
	    + AT (C1, i, j, k) * AT (P, i, j - 1, k)
	    + AT (C2, i, j, k) * AT (P, i, j, k - 1)
	    + AT (WRK1, i, j, k);
	  float ss = (s0 * AT (A3, i, j, k) - AT (P, i, j, k)) * AT (BND, i, j, k);
	  gosa += (double) ss * ss;
	  AT (WRK2, i, j, k) = AT (P, i, j, k) + omega * ss;
	}
  return gosa;
}

static void
copy_back (long lo, long hi)
{
  int jmax = mj - 1, kmax = mk - 1;
#pragma omp parallel for schedule(static)
  for (long i = lo; i < hi; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++)
	AT (P, i, j, k) = AT (WRK2, i, j, k);
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int niter = himeno_args (argc, argv, &mi, &mj, &mk);
  decompose ();
  initmt ();
  long lo, hi;
  interior (&lo, &hi);
  turns_begin ();
  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime (), gosa = 0;
  for (int n = 0; n < niter; n++)
    {
      exchange ();
      double mine = sweep (lo, hi);
      MPI_Allreduce (&mine, &gosa, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
      copy_back (lo, hi);
      turns_between (n + 1, niter);
    }
  double t = MPI_Wtime () - t0 - turns_waited (), tmax;
  MPI_Reduce (&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  int me;
  MPI_Comm_rank (MPI_COMM_WORLD, &me);
  if (me == 0)
    printf ("time %.6f checksum %.12e\n", tmax, gosa);
  turns_end ();
  for (int m = 0; m < NARRAYS; m++)
    ref_free (arr[m]);
  MPI_Finalize ();
  return 0;
}
