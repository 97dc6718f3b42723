/* redblack_rhs_ref.c - the hand-written reference for redblack_rhs_hpc.c:
   red-black Gauss-Seidel for -lap u = f in plain C + MPI + OpenMP, as
   redblack_ref.c (2-D block decomposition, one ghost layer, non-blocking
   halo exchange with packed columns, static OpenMP schedule over rows),
   each half-sweep also reading the right-hand side F.
   Usage: redblack_rhs_ref N NITER; prints "time <s> checksum <sum>".  */
#include "ref_redblack.h"
#include "turns.h"

/* One half-sweep: interior points of one colour.  Bounds live in locals
   so that stores through U cannot make the compiler reload them.  */
static void
sweep (const struct block *b, float (*u)[b->nc + 2],
       const float (*f)[b->nc + 2], float h2, int parity)
{
  const struct colour_rows rows = colour_rows (b);
  const long r0 = b->r0, c0 = b->c0, ilo = rows.ilo, ihi = rows.ihi;
  const long jend = rows.jend;
#pragma omp parallel for schedule(static)
  for (long gi = ilo; gi < ihi; gi++)
    {
      const long i = gi - r0 + 1;
      for (long j = colour_first (c0, gi, parity); j <= jend; j += 2)
	u[i][j] = 0.25f * (h2 * f[i][j] + u[i - 1][j] + u[i + 1][j]
			   + u[i][j - 1] + u[i][j + 1]);
    }
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = argc > 1 ? atoi (argv[1]) : 4096;
  int niter = argc > 2 ? atoi (argv[2]) : 100;
  float h2 = 1.0f / ((float) n * n);
  struct block b;
  decompose (n, &b);
  long nr = b.nr, nc = b.nc;
  float (*u)[nc + 2] = ref_alloc ((nr + 2) * (nc + 2) * sizeof (float));
  float (*f)[nc + 2] = ref_alloc ((nr + 2) * (nc + 2) * sizeof (float));
  float *sendbuf = malloc (2 * (nr + 1) * sizeof (float));
  float *recvbuf = malloc (2 * (nr + 1) * sizeof (float));
#pragma omp parallel for schedule(static)
  for (long i = 0; i < nr + 2; i++)
    for (long j = 0; j < nc + 2; j++)
      {
	long gi = b.r0 + i - 1, gj = b.c0 + j - 1;
	u[i][j] = (float) ((gi * 7 + gj * 3) % 11);
	f[i][j] = (float) ((gi + gj) % 5);
      }
  turns_begin ();
  MPI_Barrier (b.comm);
  double t0 = MPI_Wtime ();
  for (int iter = 0; iter < niter; iter++)
    {
      for (int parity = 0; parity < 2; parity++)
	{
	  exchange (&b, u, sendbuf, recvbuf);
	  sweep (&b, u, (const float (*)[nc + 2]) f, h2, parity);
	}
      turns_between (iter + 1, niter);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  report (&b, t, checksum (&b, u));
  turns_end ();
  ref_free (u);
  ref_free (f);
  free (sendbuf);
  free (recvbuf);
  MPI_Finalize ();
  return 0;
}
