/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* XMP reflect / Global Arrays ghost update, 1-D: after hpc_write_halo,
   u[i - 1] and u[i + 1] read the neighbours' values (owned elsewhere),
   for a block range with ghost 1 and 10 indices (uneven on 3 and 4
   processes, one process holding a single index on 4).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

static long f (long g) { return g * g + 3; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed long u[x], v[x];
    over (i = x | :)
      u[i] = f (hpc_idx (x, i));
    hpc_write_halo (u);
    over (i = x | 1 : N - 2)
      v[i] = u[i - 1] + u[i + 1];
    over (i = x | 1 : N - 2)
      {
        long g = hpc_idx (x, i);
        CHECK (v[i] == f (g - 1) + f (g + 1));
      }
  }
  return 0;
}
