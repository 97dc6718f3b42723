/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Inside at (l = x[k]) over dimension 0 of a 2-D grid, the active group
   is the owner's row of the grid: arrays declared there live on that
   row, and collectives (hpc_sum) run over the row only.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 3, N1 = 7 };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    for (int k = 0; k < N0; k++)
      at (l = x[k])
        {
          CHECK (hpc_group_size (hpc_apg ()) == hpc_shape (p, 1));
          distributed long row[y];
          over (j = y | :)
            row[j] = k * 100 + hpc_idx (y, j);
          CHECK (hpc_sum (row) == k * 100 * N1 + N1 * (N1 - 1) / 2);
        }
  }
  return 0;
}
