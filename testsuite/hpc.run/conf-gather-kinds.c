/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_gather and hpc_scatter for a 1-D array of every range kind (and a
   replicated one), 0, 1, 3 and 10 elements, to and from the last
   process: the buffer is the array in global order.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 0, 1, 3, 10 };
  int root = hpc_nprocs () - 1, me = hpc_rank ();
  on (p) {
    for (int si = 0; si < 4; si++)
      for (int k = 0; k <= K_SUB_CYCLIC + 1; k++)
        {
          long n = sizes[si];
          Range r = k <= K_SUB_CYCLIC ? conf_range (k, n, hpc_dim (p, 0))
                                      : NULL;
          int *a = hpc_array_new (sizeof (int), 1, &r, &n);
          int buf[10];
          for (long g = 0; g < n; g++)
            if (!r || hpc_owner (r, g) == r->coord)
              a[hpc_array_offset (a, 0, g)] = (int) (g * 3 + 1);
          memset (buf, -1, sizeof buf);
          hpc_gather (buf, a, root);
          for (long g = 0; me == root && g < n; g++)
            CHECK (buf[g] == g * 3 + 1);
          for (long g = 0; g < n; g++)
            buf[g] = me == root ? (int) -g : 99;
          hpc_scatter (a, buf, root);
          for (long g = 0; g < n; g++)
            if (!r || hpc_owner (r, g) == r->coord)
              CHECK (a[hpc_array_offset (a, 0, g)] == -g);
          hpc_array_free (a);
        }
  }
  return 0;
}
