/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap between every pair of one-dimensional distributions (block
   with ghosts, cyclic, block-cyclic 2 and 3, irregular cuts, subranges of
   a block and of a cyclic range, sequential), uneven sizes and N < P,
   whole arrays and strided sections; destination ghosts stay untouched.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"
static double
value (long g)
{
  return g * 10.0 + 7;
}

/* A new array of N doubles over R (sequential when NULL).  */
static double *
make_array (Range r, long n)
{
  return hpc_array_new (sizeof (double), 1, &r, &n);
}

/* Fill the held elements of A (over R, N indices) with value (g).  */
static void
fill (double *a, Range r, long n)
{
  for (long g = 0; g < n; g++)
    if (held (r, g))
      a[hpc_array_offset (a, 0, g)] = value (g);
}

/* Check that A over R holds value (LO + i * ST) at index i < N, and that
   its ghosts are still 0.  */
static void
check (const double *a, Range r, long n, long lo, long st)
{
  for (long i = 0; i < n; i++)
    if (held (r, i))
      CHECK (a[hpc_array_offset (a, 0, i)] == value (lo + i * st));
  if (r && r->ghost_lo && r->count > 0)
    CHECK (a[0] == 0 && a[hpc_array_extent (a, 0) - 1] == 0);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  static const long sizes[] = { 1, 3, 10 };
  int done = 0;
  for (int si = 0; si < 3; si++)
    for (int ks = 0; ks < KINDS; ks++)
      for (int kd = 0; kd < KINDS; kd++)
        {
          long n = sizes[si];
          /* Whole array to whole array.  */
          Range rs = make_range (ks, n, d), rd = make_range (kd, n, d);
          double *s = make_array (rs, n), *t = make_array (rd, n);
          fill (s, rs, n);
          hpc_remap (t, s);
          check (t, rd, n, 0, 1);
          hpc_array_free (s);
          hpc_array_free (t);
          /* Source section 1 : 2n-1 : 2 of a 2n+1 array.  */
          long m = 2 * n + 1;
          rs = make_range (ks, m, d);
          s = make_array (rs, m);
          t = make_array (rd, n);
          fill (s, rs, m);
          hpc_remap (t, hpc_sec (s, hpc_triplet (1, HPC_END, 2)));
          check (t, rd, n, 1, 2);
          /* And back into a strided destination section: 3 : : 2.  */
          hpc_array_free (s);
          rs = make_range (ks, m + 2, d);
          s = make_array (rs, m + 2);
          hpc_remap (hpc_sec (s, hpc_triplet (3, HPC_END, 2)), t);
          for (long g = 0; g < m + 2; g++)
            if (held (rs, g))
              CHECK (s[hpc_array_offset (s, 0, g)]
                     == (g >= 3 && g % 2 == 1 ? value (1 + (g - 3)) : 0));
          hpc_array_free (s);
          hpc_array_free (t);
          done++;
        }
  CHECK (done == 3 * KINDS * KINDS);
  if (hpc_rank () == 0)
    printf ("remap-1: %d pairs of distributions checked\n", done);
  return 0;
}
