/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_copy between identically distributed arrays and sections of every
   1-D kind: held elements copied, ghosts untouched.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"

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
