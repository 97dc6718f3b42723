/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_maxloc_long and hpc_minloc_long on a 1-D array of every range
   kind (and a replicated one), 1, 3 and 10 elements, with repeated
   values: the first global index of the extreme, on every process.  */
#include <hpc.h>
#include "conf-kinds.h"

static long val (long g) { return (g * 5) % 4; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 1, 3, 10 };
  on (p) {
    for (int si = 0; si < 3; si++)
      for (int k = 0; k <= K_SUB_CYCLIC + 1; k++)
        {
          long n = sizes[si];
          Range r = k <= K_SUB_CYCLIC ? conf_range (k, n, hpc_dim (p, 0))
                                      : NULL;
          long *a = hpc_array_new (sizeof (long), 1, &r, &n);
          for (long g = 0; g < n; g++)
            if (!r || hpc_owner (r, g) == r->coord)
              a[hpc_array_offset (a, 0, g)] = val (g);
          long imax = 0, imin = 0, i;
          for (long g = 1; g < n; g++)
            {
              if (val (g) > val (imax))
                imax = g;
              if (val (g) < val (imin))
                imin = g;
            }
          CHECK (hpc_maxloc_long (a, &i) == val (imax) && i == imax);
          CHECK (hpc_minloc_long (a, &i) == val (imin) && i == imin);
          hpc_array_free (a);
        }
  }
  return 0;
}
