/* remap_ref.c - the hand-written reference for remap_hpc.c: N x N
   doubles from row blocks to column blocks (blocks of ceil (N / P), as
   HPC's block ranges) by packing each destination's columns (on OpenMP
   threads) and one MPI_Alltoallv that delivers each source's rows
   straight into place; counts and displacements computed once.
   Usage: remap_ref N NREP; prints "time <s> checksum <sum>".  */
#include "ref_alloc.h"
#include <mpi.h>
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

int
main (int argc, char **argv)
{
  int provided, np, me;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_size (MPI_COMM_WORLD, &np);
  MPI_Comm_rank (MPI_COMM_WORLD, &me);
  long n = argc > 1 ? atol (argv[1]) : 4096;
  int nrep = argc > 2 ? atoi (argv[2]) : 20;
  long b = (n + np - 1) / np, r0, nr;
  block (n, b, me, &r0, &nr);
  /* rows: nr x n (my rows, all columns); cols: n x nr (all rows, my
     columns); element counts, displacements and block bounds per peer.  */
  double *rows = ref_alloc ((nr * n + 1) * sizeof (double));
  double *cols = ref_alloc ((nr * n + 1) * sizeof (double));
  double *sbuf = malloc ((nr * n + 1) * sizeof (double));
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
  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (int rep = 0; rep < nrep; rep++)
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
    }
  double t = MPI_Wtime () - t0, local = 0, sum;
  for (long i = 0; i < n; i++)
    for (long j = 0; j < nr; j++)
      local += cols[i * nr + j] * ((i + 2 * (r0 + j)) % 5);
  MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  if (me == 0)
    printf ("time %.6f checksum %.17g\n", t, sum);
  free (rows), free (cols), free (sbuf);
  free (scount), free (sdispl), free (rcount), free (rdispl);
  free (lo), free (cnt);
  MPI_Finalize ();
  return 0;
}
