/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* hpc_rng gives a declaration's range (NULL for a sequential
   dimension); hpc_array_extent the local extent with ghosts (at least
   1); hpc_array_stride the strides (row-major: the only sequential
   dimension is already the last); hpc_array_offset of a held index and
   of a ghost index agrees with the location an over loop binds.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10, M = 3 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range_ghost (N, hpc_dim (p, 0), 2, 1);
    distributed double u[x][M];
    CHECK (hpc_rng (u, 0) == x && hpc_rng (u, 1) == NULL);
    CHECK (hpc_array_extent (u, 0) == 2 + hpc_local_size (x) + 1);
    CHECK (hpc_array_extent (u, 1) == M);
    CHECK (hpc_array_stride (u, 1) == 1 && hpc_array_stride (u, 0) == M);
    /* The address a location names is the block plus the offset of its
       global index (held, or a ghost below).  */
    const double *base = (const double *) u;
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        CHECK (&u[i][1] == base + hpc_array_offset (u, 0, g) * M + 1);
        if (g >= 2)
          CHECK (&u[i - 2][0] == base + hpc_array_offset (u, 0, g - 2) * M);
      }
    /* The lowest ghost cell of a process holding indices from 2 on is
       at offset 0.  */
    if (hpc_local_size (x) > 0)
      {
        long first = -1;
        for (long g = N - 1; g >= 0; g--)
          if (hpc_owner (x, g) == hpc_coord (p, 0))
            first = g;
        if (first >= 2)
          CHECK (hpc_array_offset (u, 0, first - 2) == 0);
      }
  }
  return 0;
}
