/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap between every pair of range kinds (kinds.h: block with
   ghosts, cyclic, block-cyclic 2 and 3, irregular cuts, subranges of a
   block and of a cyclic range, sequential) at sizes 0, 7 and 13 (remap-1
   has 1, 3 and 10): 1-D strided sections on both sides, and 2-D arrays
   on a 2-D grid whose dimensions swap kinds, strided in both
   dimensions.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"

static double
value (long i, long j)
{
  return 1 + i * 1000.0 + j;
}

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

/* 1-D: elements 1 : : 2 of a 2N+1 array of kind KS into elements
   0 : : 3 of a 3N array of kind KD; the rest stays 0.  */
static void
one_d (Dimension d, int ks, int kd, long n)
{
  long m = 2 * n + 1, e = 3 * n;
  Range rs = make_range (ks, m, d), rd = make_range (kd, e > 0 ? e : 1, d);
  double *s = make2 (NULL, rs, 1, m);
  double *t = hpc_array_new (sizeof (double), 2, (Range[]) { NULL, rd },
                             (long[]) { 1, e > 0 ? e : 1 });
  if (n > 0)
    hpc_remap (hpc_sec (t, hpc_scalar (0), hpc_triplet (0, e - 1, 3)),
               hpc_sec (s, hpc_scalar (0), hpc_triplet (1, HPC_END, 2)));
  else
    hpc_remap (hpc_sec (t, hpc_scalar (0), hpc_triplet (0, -1, 1)),
               hpc_sec (s, hpc_scalar (0), hpc_triplet (1, 0, 1)));
  for (long g = 0; g < e; g++)
    if (held (rd, g))
      CHECK (*at2 (t, 0, g) == (g % 3 ? 0 : value (0, 1 + 2 * (g / 3))));
  hpc_array_free (s);
  hpc_array_free (t);
}

/* 2-D: a KA x KB array of N0 x N1 into rows 1 : : 2 and columns
   0 : : 2 of a KB x KA array, from its rows 0 : : 1 and columns.  */
static void
two_d (Procs2 p, int ka, int kb, long n0, long n1)
{
  Dimension d0 = hpc_dim (p, 0), d1 = hpc_dim (p, 1);
  long m0 = 2 * n0 + 1, m1 = 2 * n1;
  Range s0 = make_range (ka, n0, d0), s1 = make_range (kb, n1, d1);
  Range t0 = make_range (kb, m0, d0), t1 = make_range (ka, m1, d1);
  double *s = make2 (s0, s1, n0, n1);
  double *t = hpc_array_new (sizeof (double), 2, (Range[]) { t0, t1 },
                             (long[]) { m0, m1 });
  hpc_remap (hpc_sec (t, hpc_triplet (1, HPC_END, 2),
                      hpc_triplet (0, HPC_END, 2)), s);
  for (long i = 0; i < m0; i++)
    for (long j = 0; j < m1; j++)
      if (held (t0, i) && held (t1, j))
        CHECK (*at2 (t, i, j)
               == (i % 2 == 1 && j % 2 == 0 ? value (i / 2, j / 2) : 0));
  hpc_array_free (s);
  hpc_array_free (t);
}

int
main (void)
{
  static const long sizes[] = { 0, 7, 13 };
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Procs2 g = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int done = 0;
  for (int si = 0; si < 3; si++)
    for (int ks = 0; ks < KINDS; ks++)
      for (int kd = 0; kd < KINDS; kd++)
        {
          one_d (hpc_dim (p, 0), ks, kd, sizes[si]);
          if (sizes[si] > 0)
            two_d (g, ks, kd, sizes[si], 20 - sizes[si]);
          done++;
        }
  if (hpc_rank () == 0)
    printf ("remap-kinds-1: %d pairs checked\n", done);
  return done != 3 * KINDS * KINDS;
}
