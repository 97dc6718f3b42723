/* stencil_ref.c - the hand-written reference for stencil_hpc.c (the PRK
   star stencil, radius 2): the same decomposition, ref_grid2d.h's halo
   exchange of IN, then OpenMP loops over the rows held here.
   Usage: stencil_ref N NITER; prints "time <s> checksum <sum>".  */
#include "ref_stencil.h"
#include "turns.h"

/* OUT += the stencil of IN at the points held here that lie at least R
   from the global edges.  */
static void
apply (const struct grid2d *g, const double *in, double *out)
{
  const long ld = g->ld;
  const struct stencil_points p = stencil_points_of (g);
#pragma omp parallel for schedule(static)
  for (long i = p.ilo; i < p.ihi; i++)
    stencil_row (in + i * ld, out + i * ld, ld, p.jlo, p.jhi);
}

/* IN += 1 at every point held here.  */
static void
increment (const struct grid2d *g, double *in)
{
  const long ld = g->ld, nr = g->nr, nc = g->nc;
#pragma omp parallel for schedule(static)
  for (long i = R; i < nr + R; i++)
    for (long j = R; j < nc + R; j++)
      in[i * ld + j] += 1.0;
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = argc > 1 ? atoi (argv[1]) : 4096;
  int niter = argc > 2 ? atoi (argv[2]) : 100;
  struct grid2d g;
  grid2d_init (&g, n, R);
  double *in = grid2d_alloc (&g), *out = grid2d_alloc (&g);
  stencil_fill_input (&g, in);
  turns_begin ();
  MPI_Barrier (g.comm);
  double t0 = MPI_Wtime ();
  for (int iter = 0; iter < niter; iter++)
    {
      grid2d_exchange (&g, in);
      apply (&g, in, out);
      increment (&g, in);
      turns_between (iter + 1, niter);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  grid2d_report (&g, t, grid2d_sum (&g, out));
  turns_end ();
  ref_free (in);
  ref_free (out);
  grid2d_free (&g);
  MPI_Finalize ();
  return 0;
}
