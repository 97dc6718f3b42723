/* himeno.c - the Himeno benchmark (RIKEN): Jacobi iterations of a
   19-point stencil for Poisson's equation on 3-D arrays of floats,
   structured as himenoBMTxpa.c is: the arrays at file scope, set up by
   initmt () and swept by jacobi (), called from main.  Each array is a
   handle allocated once the grid is known; the I dimension is
   distributed in blocks with one ghost plane, J and K are held whole.
   The arrays of coefficients are 4-D, A[4][I][J][K], as in the original.

   Checked against the same algorithm run sequentially on plain C arrays
   on every process: the pressure field P bit for bit (each point's new
   value is the same float expression of the same old values) and GOSA,
   the sum of the squared residuals of the last sweep, to a relative
   1e-6 (summed in double, in an order that depends on the processes and
   threads).

   Usage: himeno [-s XS|S|M] [-i NITER] [-o FILE.npy]  (defaults S:
   65 x 65 x 129 arrays, 100 iterations, himeno.npy: P at the end).  With -DHIMENO_BENCH (bench/Makefile.am) it
   prints "time T checksum GOSA" instead, without the check.  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef HIMENO_BENCH
#include "turns.h"
#else
#define turns_begin()
#define turns_between(done, total)
#define turns_waited() 0.0
#define turns_end()
#endif

/* The sweeps' float expressions may be contracted to fused multiply-adds
   in one loop and not in another (GCC's -ffp-contract=fast default): the
   parallel and the sequential sweeps must round alike.  */
#define SAME_ROUNDING __attribute__ ((optimize ("fp-contract=off")))

/* The arrays of the original, sized MI x MJ x MK.  */
distributed float p[Range][int][int], bnd[Range][int][int];
distributed float wrk1[Range][int][int], wrk2[Range][int][int];
distributed float a[int][Range][int][int], b[int][Range][int][int];
distributed float c[int][Range][int][int];

static int mimax, mjmax, mkmax;	/* array extents */
static int imax, jmax, kmax;	/* the grid: one less in each dimension */
static const float omega = 0.8f;

static void
initmt (void)
{
  Range x = hpc_array_range (p, 0);
  over (i = x | 0 : imax - 1)
    for (int j = 0; j < jmax; j++)
      for (int k = 0; k < kmax; k++)
	{
	  long gi = hpc_idx (x, i);
	  a[0][i][j][k] = a[1][i][j][k] = a[2][i][j][k] = 1.0f;
	  a[3][i][j][k] = 1.0f / 6.0f;
	  b[0][i][j][k] = b[1][i][j][k] = b[2][i][j][k] = 0.0f;
	  c[0][i][j][k] = c[1][i][j][k] = c[2][i][j][k] = 1.0f;
	  p[i][j][k] = (float) (gi * gi) / (float) ((imax - 1) * (imax - 1));
	  wrk1[i][j][k] = 0.0f;
	  bnd[i][j][k] = 1.0f;
	}
}

/* NN sweeps; returns GOSA of the last.  */
static SAME_ROUNDING double
jacobi (int nn)
{
  Range x = hpc_array_range (p, 0);
  double gosa = 0;
  for (int n = 0; n < nn; n++)
    {
      hpc_write_halo (p);
      gosa = 0;
      over (i = x | 1 : imax - 2)
	for (int j = 1; j < jmax - 1; j++)
	  for (int k = 1; k < kmax - 1; k++)
	    {
	      float s0 = a[0][i][j][k] * p[i + 1][j][k]
		+ a[1][i][j][k] * p[i][j + 1][k]
		+ a[2][i][j][k] * p[i][j][k + 1]
		+ b[0][i][j][k] * (p[i + 1][j + 1][k] - p[i + 1][j - 1][k]
				   - p[i - 1][j + 1][k] + p[i - 1][j - 1][k])
		+ b[1][i][j][k] * (p[i][j + 1][k + 1] - p[i][j - 1][k + 1]
				   - p[i][j + 1][k - 1] + p[i][j - 1][k - 1])
		+ b[2][i][j][k] * (p[i + 1][j][k + 1] - p[i - 1][j][k + 1]
				   - p[i + 1][j][k - 1] + p[i - 1][j][k - 1])
		+ c[0][i][j][k] * p[i - 1][j][k]
		+ c[1][i][j][k] * p[i][j - 1][k]
		+ c[2][i][j][k] * p[i][j][k - 1]
		+ wrk1[i][j][k];
	      float ss = (s0 * a[3][i][j][k] - p[i][j][k]) * bnd[i][j][k];
	      gosa += (double) ss * ss;
	      wrk2[i][j][k] = p[i][j][k] + omega * ss;
	    }
      over (i = x | 1 : imax - 2)
	for (int j = 1; j < jmax - 1; j++)
	  for (int k = 1; k < kmax - 1; k++)
	    p[i][j][k] = wrk2[i][j][k];
      turns_between (n + 1, nn);
    }
  double all;
  MPI_Allreduce (&gosa, &all, 1, MPI_DOUBLE, MPI_SUM,
		 hpc_comm (hpc_apg ()));
  return all;
}

#ifndef HIMENO_BENCH
/* The same algorithm on plain arrays of MI x MJ x MK: P after NN sweeps
   (returned) and GOSA of the last.  */
static SAME_ROUNDING float *
sequential (int nn, double *gosa_out)
{
  long plane = (long) mjmax * mkmax, n3 = mimax * plane;
  float *arrays = calloc (14 * n3, sizeof (float));
  float *A[4], *B[3], *C[3], *P = arrays + 10 * n3, *BND = P + n3;
  float *WRK1 = BND + n3, *WRK2 = WRK1 + n3;
  for (int m = 0; m < 4; m++)
    A[m] = arrays + m * n3;
  for (int m = 0; m < 3; m++)
    B[m] = arrays + (4 + m) * n3, C[m] = arrays + (7 + m) * n3;
#define AT(X, i, j, k) X[(i) * plane + (long) (j) * mkmax + (k)]
  for (int i = 0; i < imax; i++)
    for (int j = 0; j < jmax; j++)
      for (int k = 0; k < kmax; k++)
	{
	  AT (A[0], i, j, k) = AT (A[1], i, j, k) = AT (A[2], i, j, k) = 1.0f;
	  AT (A[3], i, j, k) = 1.0f / 6.0f;
	  AT (C[0], i, j, k) = AT (C[1], i, j, k) = AT (C[2], i, j, k) = 1.0f;
	  AT (P, i, j, k) = (float) (i * i) / (float) ((imax - 1) * (imax - 1));
	  AT (BND, i, j, k) = 1.0f;
	}
  double gosa = 0;
  for (int n = 0; n < nn; n++)
    {
      gosa = 0;
      for (int i = 1; i < imax - 1; i++)
	for (int j = 1; j < jmax - 1; j++)
	  for (int k = 1; k < kmax - 1; k++)
	    {
	      float s0 = AT (A[0], i, j, k) * AT (P, i + 1, j, k)
		+ AT (A[1], i, j, k) * AT (P, i, j + 1, k)
		+ AT (A[2], i, j, k) * AT (P, i, j, k + 1)
		+ AT (B[0], i, j, k) * (AT (P, i + 1, j + 1, k)
					- AT (P, i + 1, j - 1, k)
					- AT (P, i - 1, j + 1, k)
					+ AT (P, i - 1, j - 1, k))
		+ AT (B[1], i, j, k) * (AT (P, i, j + 1, k + 1)
					- AT (P, i, j - 1, k + 1)
					- AT (P, i, j + 1, k - 1)
					+ AT (P, i, j - 1, k - 1))
		+ AT (B[2], i, j, k) * (AT (P, i + 1, j, k + 1)
					- AT (P, i - 1, j, k + 1)
					- AT (P, i + 1, j, k - 1)
					+ AT (P, i - 1, j, k - 1))
		+ AT (C[0], i, j, k) * AT (P, i - 1, j, k)
		+ AT (C[1], i, j, k) * AT (P, i, j - 1, k)
		+ AT (C[2], i, j, k) * AT (P, i, j, k - 1)
		+ AT (WRK1, i, j, k);
	      float ss = (s0 * AT (A[3], i, j, k) - AT (P, i, j, k))
			 * AT (BND, i, j, k);
	      gosa += (double) ss * ss;
	      AT (WRK2, i, j, k) = AT (P, i, j, k) + omega * ss;
	    }
      for (int i = 1; i < imax - 1; i++)
	for (int j = 1; j < jmax - 1; j++)
	  for (int k = 1; k < kmax - 1; k++)
	    AT (P, i, j, k) = AT (WRK2, i, j, k);
    }
  float *result = malloc (n3 * sizeof (float));
  memcpy (result, P, n3 * sizeof (float));
  free (arrays);
  *gosa_out = gosa;
  return result;
}

/* Points of P that differ from the sequential field SEQ.  */
static long
differences (const float *seq)
{
  Range x = hpc_array_range (p, 0);
  long wrong = 0;
  over (i = x | 0 : imax - 1)
    for (int j = 0; j < jmax; j++)
      for (int k = 0; k < kmax; k++)
	wrong += p[i][j][k] != seq[(hpc_idx (x, i) * mjmax + j) * (long) mkmax + k];
  return wrong;
}
#endif

static void
usage (void)
{
  fprintf (stderr, "usage: himeno [-s XS|S|M] [-i NITER] [-o FILE.npy]\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  int niter = 100;
  const char *size = "S", *npy = "himeno.npy";
  for (int o; (o = getopt (argc, argv, "s:i:o:")) != -1;)
    switch (o)
      {
      case 's': size = optarg; break;
      case 'i': niter = atoi (optarg); break;
      case 'o': npy = optarg; break;
      default: usage ();
      }
  if (!strcmp (size, "XS"))
    mimax = 33, mjmax = 33, mkmax = 65;
  else if (!strcmp (size, "S"))
    mimax = 65, mjmax = 65, mkmax = 129;
  else if (!strcmp (size, "M"))
    mimax = 129, mjmax = 129, mkmax = 257;
  else
    usage ();
  if (optind != argc || niter < 1)
    usage ();
  imax = mimax - 1, jmax = mjmax - 1, kmax = mkmax - 1;

  double gosa = 0, t = 0;
  long wrong = 0;
  Procs1 g = hpc_procs1 (HPC_AUTO);
  on (g) {
    Range x = hpc_block_range (mimax, hpc_dim (g, 0), 1);
    p = hpc_new (x, mjmax, mkmax);
    bnd = hpc_new (x, mjmax, mkmax);
    wrk1 = hpc_new (x, mjmax, mkmax);
    wrk2 = hpc_new (x, mjmax, mkmax);
    a = hpc_new (4, x, mjmax, mkmax);
    b = hpc_new (3, x, mjmax, mkmax);
    c = hpc_new (3, x, mjmax, mkmax);
    initmt ();
    turns_begin ();
    double t0 = MPI_Wtime ();
    gosa = jacobi (niter);
    t = MPI_Wtime () - t0 - turns_waited ();
#ifndef HIMENO_BENCH
    double seq_gosa;
    float *seq = sequential (niter, &seq_gosa);
    wrong = differences (seq);
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM,
		   hpc_comm (g));
    if (fabs (gosa - seq_gosa) > 1e-6 * fabs (seq_gosa))
      wrong++;
    free (seq);
    hpc_write_npy (npy, p, "<f4");
#else
    (void) npy, (void) wrong;		/* no files, no check */
#endif
    hpc_free (p), hpc_free (bnd), hpc_free (wrk1), hpc_free (wrk2);
    hpc_free (a), hpc_free (b), hpc_free (c);
  }
  double tmax = t;
  MPI_Allreduce (&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
#ifdef HIMENO_BENCH
  if (hpc_rank () == 0)
    printf ("time %.6f checksum %.12e\n", tmax, gosa);
  turns_end ();
  return 0;
#else
  if (hpc_rank () == 0)
    printf ("himeno: size %s (%dx%dx%d), %d iterations, %d processes: "
	    "gosa %.9e, %.3f s, %.0f MFLOPS, %s\n", size, mimax, mjmax, mkmax,
	    niter, hpc_nprocs (), gosa, tmax,
	    34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * niter / tmax * 1e-6,
	    wrong ? "WRONG" : "ok");
  return wrong != 0;
#endif
}
