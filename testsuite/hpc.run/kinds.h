/* kinds.h - shared by the collective tests: a failing CHECK, and a range
   of each kind (block with ghosts, cyclic, block-cyclic 2 and 3,
   irregular cuts, subranges of a block and a cyclic range, sequential).  */

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
