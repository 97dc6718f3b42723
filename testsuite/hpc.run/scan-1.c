/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Prefix sums (inclusive and exclusive, int/long/float/double) from every
   1-D kind into every other, against sequential results.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"

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
