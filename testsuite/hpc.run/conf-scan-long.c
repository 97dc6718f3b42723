/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_prefix_sum on long arrays: inclusive and exclusive, from a source
   of every range kind into a destination of another kind (block-cyclic
   or replicated), sizes 0, 1, 3 and 10, and between sections.  */
#include <hpc.h>
#include "conf-kinds.h"

static long val (long g) { return (long) ((g % 4) - 1); }

static void
check (const long *d, Range rd, long n, int inclusive, long lo, long st)
{
  long run = 0;
  for (long k = 0; k < n; k++)
    {
      long before = run;
      run += val (lo + k * st);
      if (!rd || hpc_owner (rd, k) == rd->coord)
        CHECK (d[hpc_array_offset (d, 0, k)]
               == (long) (inclusive ? run : before));
    }
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 0, 1, 3, 10 };
  on (p) {
    Dimension dm = hpc_dim (p, 0);
    for (int si = 0; si < 4; si++)
      for (int k = 0; k <= K_SUB_CYCLIC; k++)
        for (int inclusive = 0; inclusive < 2; inclusive++)
          {
            long n = sizes[si];
            Range rs = conf_range (k, n, dm);
            Range rd = k % 2 ? hpc_block_cyclic_range (n, dm, 2) : NULL;
            long *s = hpc_array_new (sizeof (long), 1, &rs, &n);
            long *d = hpc_array_new (sizeof (long), 1, &rd, &n);
            for (long g = 0; g < n; g++)
              if (hpc_owner (rs, g) == rs->coord)
                s[hpc_array_offset (s, 0, g)] = val (g);
            hpc_prefix_sum (d, s, inclusive);
            check (d, rd, n, inclusive, 0, 1);
            hpc_array_free (d);
            hpc_array_free (s);
          }
    /* Sections: the odd elements of a 10-array into the first half of
       another.  */
    long n = 10;
    Range x = hpc_cyclic_range (n, dm);
    distributed long a[x], b[x];
    over (i = x | :)
      a[i] = val (hpc_idx (x, i));
    hpc_prefix_sum_long (b[[0 : 4]], a[[1 : : 2]], 1);
    long run = 0;
    for (long k = 0; k < 5; k++)
      {
        run += val (1 + 2 * k);
        if (hpc_owner (x, k) == hpc_coord (p, 0))
          CHECK (b[k] == (long) run);
      }
  }
  return 0;
}
