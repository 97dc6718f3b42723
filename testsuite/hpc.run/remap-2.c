/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap in two dimensions on a 2-D grid: every pair of (block with
   ghosts, cyclic, block-cyclic 2, sequential) per dimension; scalar
   section entries (a column into a 1-D array replicated over the other
   grid dimension, and into a sequential array); different grids
   (a 1-D grid of all processes, a one-process grid: the broadcast path);
   replicated sources; overlapping source and destination; 3-D arrays of
   structs.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

enum { KINDS = 4 };

static Range
make_range (int k, long n, Dimension d)
{
  switch (k)
    {
    case 0: return hpc_block_range (n, d, 1);
    case 1: return hpc_cyclic_range (n, d);
    case 2: return hpc_block_cyclic_range (n, d, 2);
    default: return NULL;
    }
}

static double
value (long i, long j)
{
  return i * 100.0 + j;
}

static int
held (Range r, long g)
{
  return !r || hpc_owner (r, g) == r->coord;
}

/* Element (I, J) of 2-D array A, which must be held.  */
static double *
at2 (double *a, long i, long j)
{
  return a + hpc_array_offset (a, 0, i) * hpc_array_extent (a, 1)
         + hpc_array_offset (a, 1, j);
}

static double *
make2 (Range r0, Range r1, long n0, long n1)
{
  double *a = hpc_array_new (sizeof (double), 2, (Range[]) { r0, r1 },
                             (long[]) { n0, n1 });
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      if (held (r0, i) && held (r1, j))
        *at2 (a, i, j) = value (i, j);
  return a;
}

/* Check every held element of A (over R0 x R1) is value (i, j).  */
static void
check2 (double *a, Range r0, Range r1, long n0, long n1)
{
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      if (held (r0, i) && held (r1, j))
        CHECK (*at2 (a, i, j) == value (i, j));
}

/* Every pair of 2-D distributions over grid P.  */
static int
pairs (Procs2 p, long n0, long n1)
{
  Dimension d0 = hpc_dim (p, 0), d1 = hpc_dim (p, 1);
  int done = 0;
  for (int a = 0; a < KINDS * KINDS; a++)
    for (int b = 0; b < KINDS * KINDS; b++)
      {
        Range s0 = make_range (a / KINDS, n0, d0);
        Range s1 = make_range (a % KINDS, n1, d1);
        Range t0 = make_range (b / KINDS, n0, d0);
        Range t1 = make_range (b % KINDS, n1, d1);
        double *s = make2 (s0, s1, n0, n1);
        double *t = hpc_array_new (sizeof (double), 2, (Range[]) { t0, t1 },
                                   (long[]) { n0, n1 });
        hpc_remap (t, s);
        check2 (t, t0, t1, n0, n1);
        hpc_array_free (s);
        hpc_array_free (t);
        done++;
      }
  return done;
}

/* Columns K of a cyclic-by-block array into a 1-D array over grid
   dimension 0 (replicated over dimension 1) and into a sequential one
   (replicated everywhere), as in Cholesky.  */
static void
columns (Procs2 p, long n)
{
  Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
  Range y = hpc_block_range (n, hpc_dim (p, 1));
  Range z = hpc_block_cyclic_range (n, hpc_dim (p, 0), 3);
  double *a = make2 (x, y, n, n);
  double *c = hpc_array_new (sizeof (double), 1, &z, NULL);
  double *b = hpc_array_new (sizeof (double), 1, NULL, &n);
  for (long k = 0; k < n; k++)
    {
      hpc_remap (c, hpc_sec (a, hpc_all (), hpc_scalar (k)));
      for (long i = 0; i < n; i++)
        if (held (z, i))
          CHECK (c[hpc_array_offset (c, 0, i)] == value (i, k));
      hpc_remap (hpc_sec (b, hpc_triplet (k, HPC_END, 1)),
                 hpc_sec (a, hpc_scalar (k), hpc_triplet (k, HPC_END, 1)));
      for (long i = k; i < n; i++)
        CHECK (b[i] == value (k, i));
    }
  hpc_array_free (a);
  hpc_array_free (b);
  hpc_array_free (c);
}

/* From a 1-D grid of all processes, from a one-process grid, and from a
   replicated (sequential) array into the 2-D grid and back.  */
static void
grids (Procs2 p, long n0, long n1)
{
  Procs1 q = hpc_procs1 (HPC_AUTO), one = hpc_procs1 (1);
  Range r0 = hpc_block_cyclic_range (n0, hpc_dim (p, 0), 2);
  Range r1 = hpc_cyclic_range (n1, hpc_dim (p, 1));
  Range qx = hpc_block_range (n0, hpc_dim (q, 0));
  Range ox = hpc_block_range (n0, hpc_dim (one, 0));
  Range srcs[3][2] = { { qx, NULL }, { ox, NULL }, { NULL, NULL } };
  for (int v = 0; v < 3; v++)
    {
      double *s = make2 (srcs[v][0], srcs[v][1], n0, n1);
      double *t = hpc_array_new (sizeof (double), 2, (Range[]) { r0, r1 },
                                 (long[]) { n0, n1 });
      double *rep = hpc_array_new (sizeof (double), 2, NULL,
                                   (long[]) { n0, n1 });
      hpc_remap (t, s);
      check2 (t, r0, r1, n0, n1);
      hpc_remap (rep, s);
      check2 (rep, NULL, NULL, n0, n1);
      double *back = hpc_array_new (sizeof (double), 2, srcs[v],
                                    (long[]) { n0, n1 });
      hpc_remap (back, t);
      check2 (back, srcs[v][0], srcs[v][1], n0, n1);
      hpc_array_free (s);
      hpc_array_free (t);
      hpc_array_free (rep);
      hpc_array_free (back);
    }
}

/* a[0 : n-2] = a[1 : n-1] and a[1 :] = a[: n-2] on a cyclic array: as if
   the source were copied first.  */
static void
overlap (Procs2 p, long n)
{
  Range x = hpc_cyclic_range (n, hpc_dim (p, 0));
  double *a = hpc_array_new (sizeof (double), 1, &x, NULL);
  for (long i = 0; i < n; i++)
    if (held (x, i))
      a[hpc_array_offset (a, 0, i)] = i;
  hpc_remap (hpc_sec (a, hpc_triplet (0, n - 2, 1)),
             hpc_sec (a, hpc_triplet (1, n - 1, 1)));
  hpc_remap (hpc_sec (a, hpc_triplet (1, HPC_END, 1)),
             hpc_sec (a, hpc_triplet (0, n - 2, 1)));
  hpc_remap (a, a);
  for (long i = 0; i < n; i++)
    if (held (x, i))
      CHECK (a[hpc_array_offset (a, 0, i)] == (i == 0 ? 1 : i));
  hpc_array_free (a);
}

/* Elements of any C object type: a 3-D array of 14-byte structs, from
   block-cyclic by cyclic into sequential by block, through a section.  */
struct odd { short s[7]; };

static void
structs (Procs2 p)
{
  Range x = hpc_block_cyclic_range (5, hpc_dim (p, 0), 2);
  Range y = hpc_cyclic_range (4, hpc_dim (p, 1));
  Range z = hpc_block_range (4, hpc_dim (p, 1), 1);
  struct odd *a = hpc_array_new (sizeof (struct odd), 3,
                                 (Range[]) { x, y, NULL },
                                 (long[]) { 0, 0, 3 });
  struct odd *b = hpc_array_new (sizeof (struct odd), 3,
                                 (Range[]) { NULL, z, NULL },
                                 (long[]) { 3, 0, 3 });
  long ey = hpc_array_extent (a, 1), ez = hpc_array_extent (b, 1);
  for (long i = 0; i < 5; i++)
    for (long j = 0; j < 4; j++)
      for (long k = 0; k < 3; k++)
        if (held (x, i) && held (y, j))
          for (int m = 0; m < 7; m++)
            a[(hpc_array_offset (a, 0, i) * ey + hpc_array_offset (a, 1, j))
              * 3 + k].s[m] = (short) (i * 100 + j * 10 + k + m);
  /* a[0 : 4 : 2, :, :] has shape [3][4][3].  */
  hpc_remap (b, hpc_sec (a, hpc_triplet (0, 4, 2), hpc_all (), hpc_all ()));
  for (long i = 0; i < 3; i++)
    for (long j = 0; j < 4; j++)
      for (long k = 0; k < 3; k++)
        if (held (z, j))
          for (int m = 0; m < 7; m++)
            CHECK (b[(i * ez + hpc_array_offset (b, 1, j)) * 3 + k].s[m]
                   == 2 * i * 100 + j * 10 + k + m);
  hpc_array_free (a);
  hpc_array_free (b);
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int done = pairs (p, 5, 3) + pairs (p, 1, 4);
  CHECK (done == 2 * KINDS * KINDS * KINDS * KINDS);
  columns (p, 7);
  grids (p, 5, 3);
  grids (p, 2, 1);
  overlap (p, 6);
  structs (p);
  if (hpc_rank () == 0)
    printf ("remap-2: %d pairs and the special cases checked\n", done);
  return 0;
}
