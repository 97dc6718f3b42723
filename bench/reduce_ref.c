/* reduce_ref.c - the hand-written reference for reduce_hpc.c: the same
   N x N doubles on the same 2-D block decomposition (no ghosts); each
   reduction is a local OpenMP reduction over the rows held here followed
   by one MPI_Allreduce.
   Usage: reduce_ref N NREP OP (sum, dot or max; sum-cols is sum: the
   hand-written code sums its local block in the order it stores it,
   whatever the HPC program's layout); prints "time <s> checksum <total
   of the results>".  */
#include "ref_grid2d.h"
#include <math.h>
#include <string.h>
#include "turns.h"

static double
sum (const struct grid2d *g, const double *u)
{
  double local = 0, r;
  const long nr = g->nr, nc = g->nc, ld = g->ld;
#pragma omp parallel for schedule(static) reduction(+:local)
  for (long i = 0; i < nr; i++)
    for (long j = 0; j < nc; j++)
      local += u[i * ld + j];
  MPI_Allreduce (&local, &r, 1, MPI_DOUBLE, MPI_SUM, g->comm);
  return r;
}

static double
dot (const struct grid2d *g, const double *u, const double *v)
{
  double local = 0, r;
  const long nr = g->nr, nc = g->nc, ld = g->ld;
#pragma omp parallel for schedule(static) reduction(+:local)
  for (long i = 0; i < nr; i++)
    for (long j = 0; j < nc; j++)
      local += u[i * ld + j] * v[i * ld + j];
  MPI_Allreduce (&local, &r, 1, MPI_DOUBLE, MPI_SUM, g->comm);
  return r;
}

static double
max (const struct grid2d *g, const double *u)
{
  double local = -HUGE_VAL, r;
  const long nr = g->nr, nc = g->nc, ld = g->ld;
#pragma omp parallel for schedule(static) reduction(max:local)
  for (long i = 0; i < nr; i++)
    for (long j = 0; j < nc; j++)
      local = u[i * ld + j] > local ? u[i * ld + j] : local;
  MPI_Allreduce (&local, &r, 1, MPI_DOUBLE, MPI_MAX, g->comm);
  return r;
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = argc > 1 ? atoi (argv[1]) : 4096;
  int nrep = argc > 2 ? atoi (argv[2]) : 50;
  const char *op = argc > 3 ? argv[3] : "sum";
  int kind = !strcmp (op, "dot") ? 1 : !strcmp (op, "max") ? 2 : 0;
  struct grid2d g;
  grid2d_init (&g, n, 0);
  double *u = grid2d_alloc (&g), *v = grid2d_alloc (&g);
#pragma omp parallel for schedule(static)
  for (long i = 0; i < g.nr; i++)
    for (long j = 0; j < g.nc; j++)
      {
	u[i * g.ld + j] = ((g.r0 + i) * 7 + (g.c0 + j) * 3) % 11;
	v[i * g.ld + j] = ((g.r0 + i) + (g.c0 + j)) % 3;
      }
  turns_begin ();
  MPI_Barrier (g.comm);
  double t0 = MPI_Wtime (), total = 0;
  for (int rep = 0; rep < nrep; rep++)
    {
      total += kind == 1 ? dot (&g, u, v) : kind == 2 ? max (&g, u)
	       : sum (&g, u);
      turns_between (rep + 1, nrep);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  grid2d_report (&g, t, total);
  turns_end ();
  ref_free (u);
  ref_free (v);
  grid2d_free (&g);
  MPI_Finalize ();
  return 0;
}
