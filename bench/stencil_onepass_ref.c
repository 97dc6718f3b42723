/* stencil_onepass_ref.c - the hand-written reference for
   stencil_onepass_hpc.c: the PRK star stencil of radius 2 with the
   increment of IN folded into the stencil's pass over the rows, plain
   C + MPI + OpenMP on ref_grid2d.h's decomposition.

   Row q of IN may grow by 1 once the output rows q - R .. q + R have read
   it.  Each thread takes tiles of rows (about four a thread, static
   schedule); down a tile [g0, g1) it computes output row g, then adds 1
   to IN's row g - R when that row's readers all lie in the tile (g0 + R
   <= g - R < g1 - R): IN then streams through memory once an iteration,
   not twice.  The rows other tiles read (R at each end of a tile) and the
   rows no output row reads (near the global edges) grow in a second
   pass.
   Usage: stencil_onepass_ref N NITER; prints "time <s> checksum <sum>".  */
#include "ref_stencil.h"
#include <omp.h>
#include "turns.h"

/* The output rows [ilo, ihi) and columns [jlo, jhi) (local indices,
   ghosts counted), in tiles of TILE rows.  */
struct interior
{
  long ilo, ihi, jlo, jhi, tile;
};

static struct interior
interior_of (const struct grid2d *g)
{
  struct stencil_points p = stencil_points_of (g);
  struct interior in = { p.ilo, p.ihi, p.jlo, p.jhi, 0 };
  long rows = in.ihi - in.ilo, tiles = 4L * omp_get_max_threads ();
  in.tile = rows > tiles ? (rows + tiles - 1) / tiles : 1;
  return in;
}

/* Whether the first pass grows row I (local index) of IN.  */
static int
grown_in_first_pass (const struct interior *in, long i)
{
  if (i < in->ilo || i >= in->ihi)
    return 0;
  long g0 = in->ilo + (i - in->ilo) / in->tile * in->tile;
  long g1 = g0 + in->tile < in->ihi ? g0 + in->tile : in->ihi;
  return i >= g0 + R && i < g1 - R;
}

/* IN's row I += 1 over the owned columns.  */
static void
grow_row (const struct grid2d *g, double *in, long i)
{
  double *c = in + i * g->ld;
  for (long j = R; j < g->nc + R; j++)
    c[j] += 1.0;
}

static void
tile_pass (const struct grid2d *g, const struct interior *in, long g0,
	   long g1, double *restrict inp, double *restrict out)
{
  const long ld = g->ld, jlo = in->jlo, jhi = in->jhi;
  for (long i = g0; i < g1; i++)
    {
      stencil_row (inp + i * ld, out + i * ld, ld, jlo, jhi);
      if (i - R >= g0 + R)
	grow_row (g, inp, i - R);
    }
}

/* One iteration after the exchange: OUT += the stencil of IN, IN += 1.  */
static void
iterate (const struct grid2d *g, const struct interior *in, double *inp,
	 double *out)
{
  long ntiles = in->ihi > in->ilo ? (in->ihi - in->ilo + in->tile - 1) / in->tile : 0;
#pragma omp parallel
  {
#pragma omp for schedule(static)
    for (long t = 0; t < ntiles; t++)
      {
	long g0 = in->ilo + t * in->tile;
	long g1 = g0 + in->tile < in->ihi ? g0 + in->tile : in->ihi;
	tile_pass (g, in, g0, g1, inp, out);
      }
#pragma omp for schedule(static)
    for (long i = R; i < g->nr + R; i++)
      if (!grown_in_first_pass (in, i))
	grow_row (g, inp, i);
  }
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
  struct interior inner = interior_of (&g);
  turns_begin ();
  MPI_Barrier (g.comm);
  double t0 = MPI_Wtime ();
  for (int iter = 0; iter < niter; iter++)
    {
      grid2d_exchange (&g, in);
      iterate (&g, &inner, in, out);
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
