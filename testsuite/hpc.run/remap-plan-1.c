/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap keeps the plan of a box exchange for the next call between
   the same two sections (libhpc/remap_plan.c).  Checked here, every
   element against the global index formula:
   - the same remap repeated with new source values every time;
   - arrays freed and made again (very likely at the addresses just
     freed) with the same shapes and sections but other distributions:
     a kept plan must not outlive its arrays;
   - more distinct section pairs than the plans kept, cycled through
     three times (plans evicted and made again);
   - overlapping source and destination in one array, repeated (the sends
     are packed again every call).  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>
#include "plain2d.h"

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

enum { N = 37, M = 23 };

static double
value (long i, long j, int round)
{
  return 1 + i * 1000.0 + j + round * 1e6;
}

static int
held (Range r, long g)
{
  return !r || hpc_owner (r, g) == r->coord;
}

/* A (N x M over R0 x R1) := value (i, j, ROUND) where held.  */
static void
fill2 (double *a, Range r0, Range r1, int round)
{
  for (long i = 0; i < N; i++)
    for (long j = 0; j < M; j++)
      if (held (r0, i) && held (r1, j))
        *at2 (a, i, j) = value (i, j, round);
}

/* A's held elements in rows I0 .. I0 + NI - 1 and columns J0 .. J0 + NJ
   - 1 hold the source's rows SI0.., columns SJ0.. of round ROUND.  */
static void
check2 (double *a, Range r0, Range r1, long i0, long ni, long j0, long nj,
        long si0, long sj0, int round)
{
  for (long i = i0; i < i0 + ni; i++)
    for (long j = j0; j < j0 + nj; j++)
      if (held (r0, i) && held (r1, j))
        CHECK (*at2 (a, i, j) == value (si0 + i - i0, sj0 + j - j0, round));
}

/* The same remap, rows -> columns, ten times with new values.  */
static void
repeated (Dimension p)
{
  Range rows = hpc_block_range (N, p), cols = hpc_cyclic_range (M, p);
  double *a = make2 (rows, NULL, N, M), *b = make2 (NULL, cols, N, M);
  for (int round = 0; round < 10; round++)
    {
      fill2 (a, rows, NULL, round);
      hpc_remap (b, a);
      check2 (b, NULL, cols, 0, N, 0, M, 0, 0, round);
    }
  hpc_array_free (a);
  hpc_array_free (b);
}

/* Arrays made again with other distributions: block, cyclic and
   block-cyclic in turn, same shapes, same (whole-array) sections.  */
static void
remade (Dimension p)
{
  for (int round = 0; round < 9; round++)
    {
      Range kinds[3] = { hpc_block_range (N, p), hpc_cyclic_range (N, p),
                         hpc_block_cyclic_range (N, p, 2) };
      Range from = kinds[round % 3], to = kinds[(round + 1) % 3];
      double *a = make2 (from, NULL, N, M), *b = make2 (to, NULL, N, M);
      fill2 (a, from, NULL, round);
      hpc_remap (b, a);
      check2 (b, to, NULL, 0, N, 0, M, 0, 0, round);
      hpc_array_free (b);
      hpc_array_free (a);
    }
}

/* 20 section pairs (more than the 16 plans kept), three times over;
   pairs K and K + 2 differ only in where the destination's rows start.  */
static void
evicted (Dimension p)
{
  Range rows = hpc_block_range (N, p), cols = hpc_block_range (M, p);
  double *a = make2 (rows, NULL, N, M), *b = make2 (NULL, cols, N, M);
  const long L = N - 10;
  for (int round = 0; round < 3; round++)
    {
      fill2 (a, rows, NULL, round);
      for (long k = 0; k < 20; k++)
        {
          /* b[i0 : i0 + L - 1, j0 :] from a[: L - 1, sj0 :].  */
          long i0 = k / 2, j0 = k % 2, sj0 = 2 - k % 2;
          hpc_remap (b[[i0 : i0 + L - 1, j0 : j0 + M - 1 - sj0]],
                     a[[: L - 1, sj0 :]]);
          check2 (b, NULL, cols, i0, L, j0, M - sj0, 0, sj0, round);
        }
    }
  hpc_array_free (a);
  hpc_array_free (b);
}

/* Within one array: rows 0 .. N - 3 copied down two rows, repeatedly,
   every call on fresh values.  */
static void
overlapping (Dimension p)
{
  Range rows = hpc_block_range (N, p);
  double *a = make2 (rows, NULL, N, M);
  for (int round = 0; round < 6; round++)
    {
      fill2 (a, rows, NULL, round);
      hpc_remap (a[[2 :, :]], a[[: N - 3, :]]);
      check2 (a, rows, NULL, 2, N - 2, 0, M, 0, 0, round);
    }
  hpc_array_free (a);
}

int
main (void)
{
  Procs1 g = hpc_procs1 (HPC_AUTO);
  on (g) {
    Dimension p = hpc_dim (g, 0);
    repeated (p);
    remade (p);
    evicted (p);
    overlapping (p);
  }
  if (hpc_rank () == 0)
    printf ("remap-plan-1: ok\n");
  return 0;
}
