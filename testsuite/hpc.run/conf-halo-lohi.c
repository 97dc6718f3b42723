/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* Asymmetric ghosts (2 below, 1 above, hpc_block_range_ghost): an
   upwind stencil u[i - 2] + u[i - 1] + u[i + 1] after hpc_write_halo.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 11 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range_ghost (N, hpc_dim (p, 0), 2, 1);
    distributed int u[x], v[x];
    over (i = x | :)
      u[i] = (int) (hpc_idx (x, i) * hpc_idx (x, i));
    hpc_write_halo (u);
    over (i = x | 2 : N - 2)
      v[i] = u[i - 2] + u[i - 1] + u[i + 1];
    over (i = x | 2 : N - 2)
      {
        long g = hpc_idx (x, i);
        CHECK (v[i] == (g - 2) * (g - 2) + (g - 1) * (g - 1) + (g + 1) * (g + 1));
      }
  }
  return 0;
}
