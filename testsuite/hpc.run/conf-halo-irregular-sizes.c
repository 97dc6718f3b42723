/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_write_halo on the ranges with ghosts (block with symmetric and
   lo/hi ghosts, irregular with ghosts) of 1, 3 and 10 indices: every
   neighbour read through a shifted subscript after the exchange holds
   the owner's value, across processes holding nothing.  */
#include <hpc.h>
#include "conf-kinds.h"

static long f (long g) { return 11 * g - 4; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 1, 3, 10 };
  static const enum conf_kind kinds[] = { K_GHOST, K_GHOST_LOHI,
                                          K_IRREGULAR_GHOST };
  on (p) {
    for (int si = 0; si < 3; si++)
      for (int k = 0; k < 3; k++)
        {
          long n = sizes[si];
          Range x = conf_range (kinds[k], n, hpc_dim (p, 0));
          distributed long u[x];
          over (i = x | :)
            u[i] = f (hpc_idx (x, i));
          hpc_write_halo (u);
          over (i = x | 1 : n - 2)
            {
              long g = hpc_idx (x, i);
              CHECK (u[i - 1] == f (g - 1) && u[i + 1] == f (g + 1));
            }
        }
  }
  return 0;
}
