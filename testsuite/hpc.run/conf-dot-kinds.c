/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_dot_double and hpc_any_true / hpc_all_true on 1-D arrays of every
   range kind (and replicated ones), 0, 1, 3 and 10 elements.  */
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
          double *a = hpc_array_new (sizeof (double), 1, &r, &n);
          double *b = hpc_array_new (sizeof (double), 1, &r, &n);
          int *t = hpc_array_new (sizeof (int), 1, &r, &n);
          double want = 0;
          for (long g = 0; g < n; g++)
            {
              want += (double) g * (g + 1);
              if (!r || hpc_owner (r, g) == r->coord)
                {
                  a[hpc_array_offset (a, 0, g)] = g;
                  b[hpc_array_offset (b, 0, g)] = g + 1;
                  t[hpc_array_offset (t, 0, g)] = g == n - 1;
                }
            }
          CHECK (hpc_dot_double (a, b) == want);
          CHECK (hpc_any_true (t) == (n > 0));
          CHECK (hpc_all_true (t) == (n <= 1));
          hpc_array_free (t);
          hpc_array_free (b);
          hpc_array_free (a);
        }
  }
  return 0;
}
