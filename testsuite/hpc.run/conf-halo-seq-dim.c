/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* A distributed dimension with ghosts and a sequential one: the halo
   carries whole rows (all 4 columns).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 7, M = 4 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed float u[x][M];
    over (i = x | :)
      for (int k = 0; k < M; k++)
        u[i][k] = hpc_idx (x, i) * 10 + k;
    hpc_write_halo (u);
    over (i = x | 1 : N - 2)
      for (int k = 0; k < M; k++)
        {
          long g = hpc_idx (x, i);
          CHECK (u[i - 1][k] == (g - 1) * 10 + k && u[i + 1][k] == (g + 1) * 10 + k);
        }
  }
  return 0;
}
