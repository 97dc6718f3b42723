/* halo_ref.c - the hand-written reference for halo_hpc.c: the same
   N x N doubles, 2-D block decomposition and ghost width W, NREP halo
   exchanges by ref_grid2d.h's non-blocking exchange (rows through a
   vector datatype, then packed columns over the full height, which
   carries the corners).
   Usage: halo_ref N NREP W; prints "time <s> checksum <sum>".  */
#include "ref_grid2d.h"
#include "turns.h"

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = argc > 1 ? atoi (argv[1]) : 4096;
  int nrep = argc > 2 ? atoi (argv[2]) : 100;
  int w = argc > 3 ? atoi (argv[3]) : 1;
  struct grid2d g;
  grid2d_init (&g, n, w);
  double *u = grid2d_alloc (&g);
#pragma omp parallel for schedule(static)
  for (long i = 0; i < g.nr; i++)
    for (long j = 0; j < g.nc; j++)
      u[(i + w) * g.ld + j + w] = ((g.r0 + i) * 7 + (g.c0 + j) * 3) % 11;
  turns_begin ();
  MPI_Barrier (g.comm);
  double t0 = MPI_Wtime ();
  for (int rep = 0; rep < nrep; rep++)
    {
      grid2d_exchange (&g, u);
      turns_between (rep + 1, nrep);
    }
  double t = MPI_Wtime () - t0 - turns_waited (), local = 0, sum;
  for (long k = 0; k < (g.nr + 2 * w) * g.ld; k++)
    local += u[k];
  MPI_Allreduce (&local, &sum, 1, MPI_DOUBLE, MPI_SUM, g.comm);
  grid2d_report (&g, t, sum);
  turns_end ();
  ref_free (u);
  grid2d_free (&g);
  MPI_Finalize ();
  return 0;
}
