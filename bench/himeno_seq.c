/* himeno_seq.c - the Himeno benchmark (RIKEN's Poisson solver: Jacobi
   iterations of a 19-point stencil on 3-D arrays of floats) in sequential
   C, as himenoBMTxpa.c writes it: the arrays of size MI x MJ x MK (class
   S: 65 x 65 x 129) set up by initmt, the point-Jacobi sweep over the
   interior of the IMAX x JMAX x KMAX grid (IMAX = MI - 1 ...), then the
   copy back.  GOSA, the sum of the squared residuals of the last sweep,
   is summed in double (the original sums in float) so that runs with
   other decompositions can be compared with it.

   Rank 0 computes; MPI is there to take turns with the HPC program
   (turns.h) and to time, so on P processes the other ranks only keep
   the turns and the ratio is HPC's speed-up over one core.
   Usage: himeno_seq [-s XS|S|M] [-i NITER]; prints "time <s> checksum <gosa>".  */
#include "turns.h"
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "himeno_size.h"
#include "ref_alloc.h"

enum { A0, A1, A2, A3, B0, B1, B2, C0, C1, C2, BND, WRK1, WRK2, P, NARRAYS };

static int mi = 65, mj = 65, mk = 129;
static float *arr[NARRAYS];
static const float omega = 0.8f;

#define AT(m, i, j, k) arr[m][((long) (i) * mj + (j)) * mk + (k)]

static void
initmt (void)
{
  int imax = mi - 1, jmax = mj - 1, kmax = mk - 1;
  for (int m = 0; m < NARRAYS; m++)
    {
      size_t bytes = (size_t) mi * mj * mk * sizeof (float);
      arr[m] = ref_alloc (bytes);
      if (!arr[m])
	{
	  fprintf (stderr, "himeno_seq: out of memory\n");
	  exit (1);
	}
      memset (arr[m], 0, bytes);
    }
  for (int i = 0; i < imax; i++)
    for (int j = 0; j < jmax; j++)
      for (int k = 0; k < kmax; k++)
	{
	  AT (A0, i, j, k) = AT (A1, i, j, k) = AT (A2, i, j, k) = 1.0f;
	  AT (A3, i, j, k) = 1.0f / 6.0f;
	  AT (C0, i, j, k) = AT (C1, i, j, k) = AT (C2, i, j, k) = 1.0f;
	  AT (P, i, j, k) = (float) (i * i) / (float) ((imax - 1) * (imax - 1));
	  AT (BND, i, j, k) = 1.0f;
	}
}

/* One sweep and the copy back; returns GOSA.  */
static double
sweep (void)
{
  int imax = mi - 1, jmax = mj - 1, kmax = mk - 1;
  double gosa = 0;
  for (int i = 1; i < imax - 1; i++)
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
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++)
	AT (P, i, j, k) = AT (WRK2, i, j, k);
  return gosa;
}

/* NN sweeps where WORK (rank 0), the turns everywhere; returns GOSA of
   the last.  */
static double
jacobi (int nn, int work)
{
  double gosa = 0;
  for (int n = 0; n < nn; n++)
    {
      if (work)
	gosa = sweep ();
      turns_between (n + 1, nn);
    }
  return gosa;
}

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  int niter = himeno_args (argc, argv, &mi, &mj, &mk), rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  int work = rank == 0;
  if (work)
    initmt ();
  turns_begin ();
  double t0 = MPI_Wtime ();
  double gosa = jacobi (niter, work);
  double t = MPI_Wtime () - t0 - turns_waited ();
  if (work)
    printf ("time %.6f checksum %.12e\n", t, gosa);
  turns_end ();
  for (int m = 0; m < NARRAYS; m++)
    ref_free (arr[m]);
  MPI_Finalize ();
  return 0;
}
