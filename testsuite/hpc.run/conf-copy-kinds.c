/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_copy between two arrays over the same range of every kind (and
   replicated ones), 0, 1, 3 and 10 elements: every held element
   copied.  */
#include <hpc.h>
#include "conf-kinds.h"

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
          short *a = hpc_array_new (sizeof (short), 1, &r, &n);
          short *b = hpc_array_new (sizeof (short), 1, &r, &n);
          for (long g = 0; g < n; g++)
            if (!r || hpc_owner (r, g) == r->coord)
              a[hpc_array_offset (a, 0, g)] = (short) (g + 7);
          hpc_copy (b, a);
          for (long g = 0; g < n; g++)
            if (!r || hpc_owner (r, g) == r->coord)
              CHECK (b[hpc_array_offset (b, 0, g)] == g + 7);
          hpc_array_free (b);
          hpc_array_free (a);
        }
  }
  return 0;
}
