/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Prefix sums (inclusive and exclusive, int/long/float/double) from every
   1-D kind into every other, against sequential results.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

enum { KINDS = 8 };

/* A range of N indices of kind K over D: block with ghosts, cyclic,
   block-cyclic 2 and 3, irregular cuts, subranges of a block and a cyclic
   range, or sequential (NULL).  */
static Range
make_range (int k, long n, Dimension d)
{
  int p = hpc_shape (d.grid, d.dim);
  long cuts[9];
  switch (k)
    {
    case 0: return hpc_block_range (n, d, 1);
    case 1: return hpc_cyclic_range (n, d);
    case 2: return hpc_block_cyclic_range (n, d, 2);
    case 3: return hpc_block_cyclic_range (n, d, 3);
    case 4:
      for (int c = 0; c <= p; c++)
        cuts[c] = n * c * c / (p * p);
      return hpc_cut_range (d, cuts);
    case 5: return hpc_subrange (hpc_block_range (2 * n + 1, d), 2, 2 * n, 2);
    case 6: return hpc_subrange (hpc_cyclic_range (2 * n + 1, d), 1,
                                 2 * n - 1, 2);
    default: return NULL;
    }
}

static int
held (Range r, long g)
{
  return !r || hpc_owner (r, g) == r->coord;
}

static int value (long g) { return (int) ((g * 7) % 5) - 1; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  static const long sizes[] = { 1, 3, 10 };
  int done = 0;
  for (int si = 0; si < 3; si++)
    for (int ks = 0; ks < KINDS; ks++)
      for (int kd = 0; kd < KINDS; kd++, done++)
        {
          long n = sizes[si];
          Range rs = make_range (ks, n, d), rd = make_range (kd, n, d);
          int *a = hpc_array_new (sizeof (int), 1, &rs, &n);
          int *b = hpc_array_new (sizeof (int), 1, &rd, &n);
          double *e = hpc_array_new (sizeof (double), 1, &rs, &n);
          double *f = hpc_array_new (sizeof (double), 1, &rd, &n);
          for (long g = 0; g < n; g++)
            if (held (rs, g))
              {
                a[hpc_array_offset (a, 0, g)] = value (g);
                e[hpc_array_offset (e, 0, g)] = value (g) * 0.5;
              }
          int incl = (ks + kd) % 2;
          hpc_prefix_sum (b, a, incl);
          hpc_prefix_sum (f, e, !incl);
          long s = 0;
          for (long g = 0; g < n; g++)
            {
              long before = s;
              s += value (g);
              if (held (rd, g))
                {
                  ptrdiff_t o = hpc_array_offset (b, 0, g);
                  CHECK (b[o] == (incl ? s : before));
                  CHECK (f[o] == (incl ? before : s) * 0.5);
                }
            }
          hpc_array_free (a);
          hpc_array_free (b);
          hpc_array_free (e);
          hpc_array_free (f);
        }
  if (hpc_rank () == 0)
    printf ("scan-1: %d pairs checked\n", done);
  return 0;
}
