/* redblack_onepass_ref.c - the hand-written reference for
   examples/redblack.c -f (red-black SOR in one pass over the array per
   iteration): plain C + MPI + OpenMP, the same algorithm and kernels on
   ref_redblack.h's decomposition.  Each thread takes tiles of rows (about
   four a thread, static schedule); a tile's sweep updates colour 0 of row
   g, then colour 1 of row g - 1; what needs another tile's or process's
   new colour 0 (a tile's first and last rows, the block's first and last
   columns) waits for a second pass after the ghost exchange.
   Usage: redblack_onepass_ref [-n N] [-i NITER] [-w OMEGA] [-f]
   (as the example's; -f is accepted and always implied); prints
   "time <s> checksum <sum>".  */
#include "ref_redblack.h"
#include <omp.h>
#include <unistd.h>
#include "turns.h"

/* SOR of the points FIRST, FIRST + 2, ... < N of a row segment.  */
static void
sor_strided (const float *restrict up, float *restrict row,
	     const float *restrict down, long first, long n, float omega)
{
  for (long j = first; j < n; j += 2)
    row[j] += omega * (0.25f * (up[j] + down[j] + row[j - 1] + row[j + 1])
		       - row[j]);
}

/* VL floats at any float's alignment (GCC's vector extension).  */
enum { VL = 16 };
typedef float floats __attribute__ ((vector_size (VL * 4), aligned (4)));
typedef int lanes __attribute__ ((vector_size (VL * 4)));

/* The same, a chunk of VL points at a time at every point, the colour's
   (lanes 0, 2, ...) stored with the others unchanged in one full-width
   store (for rows no other thread reads meanwhile), a chunk's left
   neighbours from the chunk before; the rest by sor_strided.  */
static void
sor_blend (const float *restrict up, float *restrict row,
	   const float *restrict down, long first, long n, float omega)
{
  const lanes left = { 15, 16, 17, 18, 19, 20, 21, 22,
		       23, 24, 25, 26, 27, 28, 29, 30 };
  const lanes colour = { 0, 17, 2, 19, 4, 21, 6, 23,
			 8, 25, 10, 27, 12, 29, 14, 31 };
  long j = first;
  floats before = { 0 };	/* its last lane: row[j - 1] */
  before[VL - 1] = row[j - 1];
  for (; j + VL + 1 <= n; j += VL)
    {
      floats cur = *(const floats *) &row[j];
      floats west = __builtin_shuffle (before, cur, left);
      floats east = *(const floats *) &row[j + 1];
      floats sum = *(const floats *) &up[j] + *(const floats *) &down[j]
		   + west + east;
      floats next = cur + omega * (0.25f * sum - cur);
      *(floats *) &row[j] = __builtin_shuffle (next, cur, colour);
      before = cur;
    }
  sor_strided (up, row, down, j, n, omega);
}

/* The interior of the local block: global rows [ilo, ihi), columns
   [jlo, jhi); tiles of TILE rows.  */
struct interior
{
  long ilo, ihi, jlo, jhi, tile, ld;
  float *base;			/* the element (ilo, jlo) */
};

/* Offset of the first point of PARITY in global row G of the segment.  */
static long
first_of (const struct interior *in, long g, int parity)
{
  return (1 + g + parity + in->jlo) & 1;
}

static void
tile_first_pass (const struct interior *in, long g0, long g1, float omega)
{
  long s = in->ld, n = in->jhi - in->jlo;
  for (long g = g0; g < g1; g++)
    {
      float *r = in->base + (g - in->ilo) * s;
      if (g == g0 || g == g1 - 1)
	sor_strided (r - s, r, r + s, first_of (in, g, 0), n, omega);
      else
	sor_blend (r - s, r, r + s, first_of (in, g, 0), n, omega);
      long k = g - 1;
      if (k > g0 && k < g1 - 1 && n > 2)
	{
	  float *q = r - s + 1;
	  sor_blend (q - s, q, q + s, 1 - first_of (in, k, 1), n - 2, omega);
	}
    }
}

static void
tile_second_pass (const struct interior *in, long g0, long g1, float omega)
{
  long s = in->ld, n = in->jhi - in->jlo;
  for (long g = g0; g < g1; g++)
    {
      float *r = in->base + (g - in->ilo) * s;
      long first = first_of (in, g, 1);
      if (g == g0 || g == g1 - 1 || n <= 2)
	sor_strided (r - s, r, r + s, first, n, omega);
      else
	{
	  if (first == 0)
	    sor_strided (r - s, r, r + s, 0, 1, omega);
	  if ((n - 1 - first) % 2 == 0)
	    sor_strided (r - s, r, r + s, n - 1, n, omega);
	}
    }
}

static void
pass (const struct interior *in, int which, float omega)
{
  long ntiles = (in->ihi - in->ilo + in->tile - 1) / in->tile;
  if (in->jhi <= in->jlo)
    return;
#pragma omp parallel for schedule(static)
  for (long t = 0; t < ntiles; t++)
    {
      long g0 = in->ilo + t * in->tile;
      long g1 = g0 + in->tile < in->ihi ? g0 + in->tile : in->ihi;
      if (which == 0)
	tile_first_pass (in, g0, g1, omega);
      else
	tile_second_pass (in, g0, g1, omega);
    }
}

/* The example's boundary and initial values.  */
static float
initial (long i, long j, long n)
{
  if (i == 0)
    return (float) (64.0 * j * (n - 1 - j) / ((double) (n - 1) * (n - 1)));
  return j == 0 ? 8.0f : 0.0f;
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int n = 256, niter = 400;
  float omega = 1.9f;
  for (int c; (c = getopt (argc, argv, "n:i:w:f")) != -1;)
    switch (c)
      {
      case 'n': n = atoi (optarg); break;
      case 'i': niter = atoi (optarg); break;
      case 'w': omega = atof (optarg); break;
      case 'f': break;
      default:
	fprintf (stderr, "usage: redblack_onepass_ref [-n N] [-i NITER] "
		 "[-w OMEGA] [-f]\n");
	MPI_Abort (MPI_COMM_WORLD, 2);
      }
  struct block b;
  decompose (n, &b);
  long nr = b.nr, nc = b.nc;
  float (*u)[nc + 2] = ref_alloc ((nr + 2) * (nc + 2) * sizeof (float));
  float *sendbuf = malloc (2 * (nr + 1) * sizeof (float));
  float *recvbuf = malloc (2 * (nr + 1) * sizeof (float));
#pragma omp parallel for schedule(static)
  for (long i = 0; i < nr + 2; i++)
    for (long j = 0; j < nc + 2; j++)
      u[i][j] = i >= 1 && i <= nr && j >= 1 && j <= nc
		? initial (b.r0 + i - 1, b.c0 + j - 1, n) : 0.0f;
  struct interior in;
  in.ilo = clampl (1, b.r0, b.r0 + nr);
  in.ihi = clampl (n - 1, b.r0, b.r0 + nr);
  in.jlo = clampl (1, b.c0, b.c0 + nc);
  in.jhi = clampl (n - 1, b.c0, b.c0 + nc);
  in.ld = nc + 2;
  in.base = &u[in.ilo - b.r0 + 1][in.jlo - b.c0 + 1];
  long rows = in.ihi > in.ilo ? in.ihi - in.ilo : 0;
  long tiles = 4L * omp_get_max_threads ();
  in.tile = rows > tiles ? (rows + tiles - 1) / tiles : 1;
  turns_begin ();
  MPI_Barrier (b.comm);
  double t0 = MPI_Wtime ();
  for (int iter = 0; iter < niter; iter++)
    {
      for (int which = 0; which < 2; which++)
	{
	  exchange (&b, u, sendbuf, recvbuf);
	  pass (&in, which, omega);
	}
      turns_between (iter + 1, niter);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  report (&b, t, checksum (&b, u));
  turns_end ();
  ref_free (u);
  free (sendbuf);
  free (recvbuf);
  MPI_Finalize ();
  return 0;
}
