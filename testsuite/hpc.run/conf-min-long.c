/* { dg-do run } */
/* { dg-hpc-procs "3 4" } */
/* hpc_min_long: the minimum of a long array of every range kind (and a
   replicated one, whose copies count once), 0, 1, 3 and 10 elements (N <
   P, N % P != 0), whole arrays and a strided section; every process gets
   the sequential result; an empty array gives LONG_MAX.  */
#include <hpc.h>
#include <limits.h>
#include <math.h>
#include "conf-kinds.h"

static long val (long g) { return (long) ((g * 37) % 11 - 5); }

/* The sequential minimum of val (g) over g = LO, LO + ST, ... < N.  */
static long
want (long lo, long st, long n)
{
  long acc = LONG_MAX;
  for (long g = lo; g < n; g += st)
    {
      long v = val (g);
      acc = v < acc ? v : acc;
    }
  return acc;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 0, 1, 3, 10 };
  on (p) {
    for (int si = 0; si < 4; si++)
      for (int k = 0; k <= K_SUB_CYCLIC + 1; k++)
        {
          long n = sizes[si];
          Range r = k <= K_SUB_CYCLIC ? conf_range (k, n, hpc_dim (p, 0))
                                      : NULL;
          long *a = hpc_array_new (sizeof (long), 1, &r, &n);
          for (long g = 0; g < n; g++)
            if (!r || hpc_owner (r, g) == r->coord)
              a[hpc_array_offset (a, 0, g)] = val (g);
          CHECK (hpc_min_long (a) == want (0, 1, n));
          if (n > 0)
            CHECK (hpc_min_long (hpc_sec (a, hpc_triplet (1, HPC_END, 2)))
                   == want (1, 2, n));
          hpc_array_free (a);
        }
  }
  return 0;
}
