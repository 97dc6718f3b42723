/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap's box path (contiguous distributions on both sides):
   row-block -> column-block and back with ghosts on both sides, uneven
   sizes and N < P (empty blocks), irregular cuts with empty parts,
   2-D grids of different shapes, strided sections, a scalar entry,
   overlapping source and destination, and gather/scatter to and from a
   plain array.  Every held element is compared with the global index
   formula, and every other storage cell (ghosts, unselected elements)
   must still hold 0.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>
#include "plain2d.h"

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

static double
value (long i, long j)
{
  return 1 + i * 1000.0 + j;
}

static int
held (Range r, long g)
{
  return !r || hpc_owner (r, g) == r->coord;
}

/* Fill the held elements of A (N0 x N1 over R0 x R1) with value ().  */
static void
fill2 (double *a, Range r0, Range r1, long n0, long n1)
{
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      if (held (r0, i) && held (r1, j))
        *at2 (a, i, j) = value (i, j);
}

/* Where a destination triplet LO : : ST of COUNT indices took its
   elements from: source index SLO + k SST for its k-th index.  */
struct map { long lo, st, count, slo, sst; };

static long
src_of (const struct map *m, long g)
{
  if (g < m->lo || (g - m->lo) % m->st || (g - m->lo) / m->st >= m->count)
    return -1;
  return m->slo + (g - m->lo) / m->st * m->sst;
}

/* Check A (N0 x N1 over R0 x R1): held elements that M0 x M1 select
   hold the value of their source element, every other cell of the
   local block (ghosts included) is 0.  */
static void
check2 (double *a, Range r0, Range r1, long n0, long n1,
        const struct map *m0, const struct map *m1)
{
  long cells = hpc_array_extent (a, 0) * hpc_array_extent (a, 1);
  long nonzero = 0, expect = 0;
  for (long c = 0; c < cells; c++)
    nonzero += a[c] != 0;
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      if (held (r0, i) && held (r1, j))
        {
          long si = src_of (m0, i), sj = src_of (m1, j);
          if (si >= 0 && sj >= 0)
            {
              CHECK (*at2 (a, i, j) == value (si, sj));
              expect++;
            }
          else
            CHECK (*at2 (a, i, j) == 0);
        }
  CHECK (nonzero == expect);
}

static struct map
all_of (long n)
{
  return (struct map) { 0, 1, n, 0, 1 };
}

/* Irregular cuts of N over P parts: the first and last parts empty
   when P > 2.  */
static Range
cuts_range (long n, Dimension d, int g)
{
  int p = hpc_shape (d.grid, d.dim);
  long cuts[9];
  for (int c = 0; c <= p; c++)
    cuts[c] = c == 0 ? 0 : c >= p - 1 ? n : n * c / p;
  return hpc_cut_range_ghost (d, cuts, g, g);
}

/* Row-block (ghosts 1, 2) into column-block (ghosts 2, 0) on the same
   1-D grid, and back into irregular rows.  */
static void
rows_columns (Procs1 p, long n0, long n1)
{
  Dimension d = hpc_dim (p, 0);
  Range x = hpc_block_range_ghost (n0, d, 1, 2);
  Range y = hpc_block_range_ghost (n1, d, 2, 0);
  Range z = cuts_range (n0, d, 1);
  struct map m0 = all_of (n0), m1 = all_of (n1);
  double *a = make2 (x, NULL, n0, n1);
  double *b = make2 (NULL, y, n0, n1);
  double *c = make2 (z, NULL, n0, n1);
  fill2 (a, x, NULL, n0, n1);
  hpc_remap (b, a);
  check2 (b, NULL, y, n0, n1, &m0, &m1);
  hpc_remap (c, b);
  check2 (c, z, NULL, n0, n1, &m0, &m1);
  /* Strided sections: rows 1 : : 2 of A into rows 0 : : 3 of B's
     columns 1 : : 2 taken from A's columns 0 : (n1 + 1) / 2 - 1.  */
  long r = n0 / 2, k = n1 / 2;
  if (r > 0 && k > 0)
    {
      double *e = make2 (NULL, y, n0 * 3, n1);
      hpc_remap (hpc_sec (e, hpc_triplet (0, 3 * (r - 1), 3),
                          hpc_triplet (1, 2 * k - 1, 2)),
                 hpc_sec (a, hpc_triplet (1, 2 * r - 1, 2),
                          hpc_triplet (0, k - 1, 1)));
      struct map e0 = { 0, 3, r, 1, 2 }, e1 = { 1, 2, k, 0, 1 };
      check2 (e, NULL, y, n0 * 3, n1, &e0, &e1);
      hpc_array_free (e);
    }
  /* A scalar entry: row n0 - 1 of A into a 1-D block array.  */
  if (n0 > 0)
    {
      double *v = hpc_array_new (sizeof (double), 1, &y, NULL);
      hpc_remap (v, hpc_sec (a, hpc_scalar (n0 - 1), hpc_all ()));
      for (long j = 0; j < n1; j++)
        if (held (y, j))
          CHECK (v[hpc_array_offset (v, 0, j)] == value (n0 - 1, j));
      hpc_array_free (v);
    }
  /* Overlap: rows 1 : of A into rows 0 : n0 - 2 of A.  */
  if (n0 > 1)
    {
      hpc_remap (hpc_sec (a, hpc_triplet (0, n0 - 2, 1), hpc_all ()),
                 hpc_sec (a, hpc_triplet (1, HPC_END, 1), hpc_all ()));
      for (long i = 0; i < n0; i++)
        for (long j = 0; j < n1; j++)
          if (held (x, i))
            CHECK (*at2 (a, i, j) == value (i + (i < n0 - 1), j));
    }
  /* Gather into a plain array on the last rank, scatter back.  */
  double *plain = calloc (n0 * n1 + 1, sizeof *plain);
  int root = hpc_nprocs () - 1;
  hpc_gather (plain, b, root);
  if (hpc_rank () == root)
    for (long i = 0; i < n0 * n1; i++)
      CHECK (plain[i] == value (i / n1, i % n1));
  for (long i = 0; i < n0 * n1; i++)
    plain[i] = -value (i / n1, i % n1);
  hpc_scatter (c, plain, root);
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      if (held (z, i))
        CHECK (*at2 (c, i, j) == -value (i, j));
  free (plain);
  hpc_array_free (a);
  hpc_array_free (b);
  hpc_array_free (c);
}

/* Block x block (ghosts 1) on grid P into block x block on grid Q.  */
static void
grids (Procs2 p, Procs2 q, long n0, long n1)
{
  Range x = hpc_block_range (n0, hpc_dim (p, 0), 1);
  Range y = hpc_block_range (n1, hpc_dim (p, 1), 1);
  Range u = hpc_block_range (n0, hpc_dim (q, 0), 1);
  Range v = hpc_block_range (n1, hpc_dim (q, 1), 1);
  struct map m0 = all_of (n0), m1 = all_of (n1);
  double *a = make2 (x, y, n0, n1), *b = make2 (u, v, n0, n1);
  fill2 (a, x, y, n0, n1);
  hpc_remap (b, a);
  check2 (b, u, v, n0, n1, &m0, &m1);
  hpc_array_free (a);
  hpc_array_free (b);
}

int
main (void)
{
  static const long sizes[][2] = { { 0, 3 }, { 1, 1 }, { 3, 2 }, { 7, 13 },
                                   { 13, 7 }, { 16, 16 } };
  int np = hpc_nprocs ();
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Procs2 g = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Procs2 rows = hpc_procs2 (np, 1), cols = hpc_procs2 (1, np);
  int done = 0;
  for (int s = 0; s < 6; s++)
    {
      long n0 = sizes[s][0], n1 = sizes[s][1];
      rows_columns (p, n0, n1);
      grids (rows, cols, n0, n1);
      grids (g, rows, n0, n1);
      grids (cols, g, n0, n1);
      done++;
    }
  if (hpc_rank () == 0)
    printf ("remap-block-1: %d sizes checked\n", done);
  return done != 6;
}
