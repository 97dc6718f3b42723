/* remap_ref.c - the hand-written reference for remap_hpc.c: N x N
   doubles in row blocks (blocks of ceil (N / P), as HPC's block
   ranges).  OP "cols": to column blocks, by packing each destination's
   columns (on OpenMP threads) and one MPI_Alltoallv that delivers each
   source's rows straight into place.  OP "transpose": into the row
   blocks of the transpose, by packing each destination's columns
   transposed, in tiles (on OpenMP threads), one MPI_Alltoallv, and
   copying each source's pieces of rows into place.  Counts and
   displacements are computed once.
   Usage: remap_ref N NREP [OP]; prints "time <s> checksum <sum>".  */
#include "ref_alloc.h"
#include <mpi.h>
#include "turns.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Process C's share [*LO, *LO + *CNT) of N indices in blocks of B.  */
static void
block (long n, long b, int c, long *lo, long *cnt)
{
  long l = c * b < n ? c * b : n, h = (c + 1) * b < n ? (c + 1) * b : n;
  *lo = l;
  *cnt = h - l;
}

/* SBUF's piece for each destination q: my NR rows (from R0) restricted
   to q's columns LO[q] .. LO[q]+CNT[q]-1, transposed (CNT[q] x NR), in
   tiles of TILE x TILE that stay in the first-level cache.  */
enum { TILE = 32 };

static void
pack_transposed (const double *rows, long n, long nr, int np,
		 const long *lo, const long *cnt, const int *sdispl,
		 double *sbuf)
{
  long b = (n + np - 1) / np;
#pragma omp parallel for collapse(2) schedule(static)
  for (int q = 0; q < np; q++)
    for (long it = 0; it < b; it += TILE)
      for (long jt = 0; jt < nr && it < cnt[q]; jt += TILE)
	{
	  long ie = it + TILE < cnt[q] ? it + TILE : cnt[q];
	  long je = jt + TILE < nr ? jt + TILE : nr;
	  double *out = sbuf + sdispl[q];
	  for (long jj = jt; jj < je; jj++)
	    for (long ii = it; ii < ie; ii++)
	      out[ii * nr + jj] = rows[jj * n + lo[q] + ii];
	}
}

/* Source q's piece of RBUF (my NR rows of the transpose x q's CNT[q]
   columns of it) into columns LO[q] .. of TRANS (NR x N).  */
static void
unpack_rows (const double *rbuf, long n, long nr, int np, const long *lo,
	     const long *cnt, const int *rdispl, double *trans)
{
#pragma omp parallel for schedule(static)
  for (long i = 0; i < nr; i++)
    for (int q = 0; q < np; q++)
      memcpy (&trans[i * n + lo[q]], &rbuf[rdispl[q] + i * cnt[q]],
	      cnt[q] * sizeof (double));
}

int
main (int argc, char **argv)
{
  int provided, np, me;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  MPI_Comm_rank (MPI_COMM_WORLD, &me);
  long n = argc > 1 ? atol (argv[1]) : 4096;
  int nrep = argc > 2 ? atoi (argv[2]) : 20;
  int transpose = argc > 3 && !strcmp (argv[3], "transpose");
  long b = (n + np - 1) / np, r0, nr;
  block (n, b, me, &r0, &nr);
  /* rows: nr x n (my rows, all columns); cols: n x nr (all rows, my
     columns); element counts, displacements and block bounds per peer.  */
  double *rows = ref_alloc ((nr * n + 1) * sizeof (double));
  double *cols = ref_alloc ((nr * n + 1) * sizeof (double));
  double *sbuf = malloc ((nr * n + 1) * sizeof (double));
  double *rbuf = transpose ? malloc ((nr * n + 1) * sizeof (double)) : NULL;
  int *scount = malloc (np * sizeof (int)), *sdispl = malloc (np * sizeof (int));
  int *rcount = malloc (np * sizeof (int)), *rdispl = malloc (np * sizeof (int));
  long *lo = malloc (np * sizeof (long)), *cnt = malloc (np * sizeof (long));
  for (int q = 0, sd = 0, rd = 0; q < np; q++)
    {
      block (n, b, q, &lo[q], &cnt[q]);
      scount[q] = (int) (nr * cnt[q]);	/* my rows x q's columns */
      rcount[q] = (int) (cnt[q] * nr);	/* q's rows x my columns */
      sdispl[q] = sd;
      rdispl[q] = rd;
      sd += scount[q];
      rd += rcount[q];
    }
#pragma omp parallel for schedule(static)
  for (long i = 0; i < nr; i++)
    for (long j = 0; j < n; j++)
      rows[i * n + j] = ((r0 + i) * 7 + j * 3) % 11;
  turns_begin ();
  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (int rep = 0; rep < nrep && transpose; rep++)
    {
      pack_transposed (rows, n, nr, np, lo, cnt, sdispl, sbuf);
      MPI_Alltoallv (sbuf, scount, sdispl, MPI_DOUBLE, rbuf, rcount, rdispl,
		     MPI_DOUBLE, MPI_COMM_WORLD);
      unpack_rows (rbuf, n, nr, np, lo, cnt, rdispl, cols);
      turns_between (rep + 1, nrep);
    }
  for (int rep = 0; rep < nrep && !transpose; rep++)
    {
      /* Pack: for each q, my rows restricted to q's columns, row-major.  */
#pragma omp parallel for schedule(static)
      for (long i = 0; i < nr; i++)
	for (int q = 0; q < np; q++)
	  memcpy (&sbuf[sdispl[q] + i * cnt[q]], &rows[i * n + lo[q]],
		  cnt[q] * sizeof (double));
      /* q's rows of my columns are rows lo[q].. of COLS, in order: they
	 arrive in place, with nothing to unpack.  */
      MPI_Alltoallv (sbuf, scount, sdispl, MPI_DOUBLE, cols, rcount, rdispl,
		     MPI_DOUBLE, MPI_COMM_WORLD);
      turns_between (rep + 1, nrep);
    }
  double t = MPI_Wtime () - t0 - turns_waited (), local = 0, sum;
  /* COLS holds the transpose's rows (nr x n) or the columns (n x nr).  */
  for (long i = 0; i < n; i++)
    for (long j = 0; j < nr; j++)
      local += transpose ? cols[j * n + i] * ((r0 + j + 2 * i) % 5)
		: cols[i * nr + j] * ((i + 2 * (r0 + j)) % 5);
  MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  if (me == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  ref_free (rows), ref_free (cols), free (sbuf), free (rbuf);
  free (scount), free (sdispl), free (rcount), free (rdispl);
  free (lo), free (cnt);
  turns_end ();
  MPI_Finalize ();
  return 0;
}
