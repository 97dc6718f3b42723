/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_copy between identically distributed arrays and sections of every
   1-D kind: held elements copied, ghosts untouched.  */

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

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 1, 3, 10 };
  int done = 0;
  for (int si = 0; si < 3; si++)
    for (int k = 0; k < KINDS; k++, done++)
      {
        long n = sizes[si];
        Range r = make_range (k, n, hpc_dim (p, 0));
        int *a = hpc_array_new (sizeof (int), 1, &r, &n);
        int *b = hpc_array_new (sizeof (int), 1, &r, &n);
        int *c = hpc_array_new (sizeof (int), 1, &r, &n);
        for (long g = 0; g < n; g++)
          if (held (r, g))
            a[hpc_array_offset (a, 0, g)] = (int) g + 1;
        hpc_copy (b, a);
        hpc_copy (hpc_sec (c, hpc_triplet (1, HPC_END, 2)),
                  hpc_sec (a, hpc_triplet (1, HPC_END, 2)));
        hpc_copy (a, a);
        for (long g = 0; g < n; g++)
          if (held (r, g))
            {
              ptrdiff_t o = hpc_array_offset (a, 0, g);
              CHECK (b[o] == g + 1 && a[o] == g + 1);
              CHECK (c[o] == (g % 2 ? g + 1 : 0));
            }
        if (r && r->ghost_lo && r->count > 0)
          CHECK (b[0] == 0 && b[hpc_array_extent (b, 0) - 1] == 0);
        hpc_array_free (a);
        hpc_array_free (b);
        hpc_array_free (c);
      }
  if (hpc_rank () == 0)
    printf ("copy-1: %d distributions checked\n", done);
  return 0;
}
