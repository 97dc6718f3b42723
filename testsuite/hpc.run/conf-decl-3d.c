/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* A 3-D array over a 3-D grid (block, cyclic, block-cyclic), and a 3-D
   array mixing sequential and distributed dimensions over a 2-D grid:
   every element written once through locations, the sums match.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { A = 3, B = 4, C = 5 };

int
main (void)
{
  Procs3 p = hpc_procs3 (HPC_AUTO, HPC_AUTO, HPC_AUTO);
  long want = 0;
  for (long a = 0; a < A; a++)
    for (long b = 0; b < B; b++)
      for (long c = 0; c < C; c++)
        want += a * 100 + b * 10 + c;
  on (p) {
    Range x = hpc_block_range (A, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (B, hpc_dim (p, 1));
    Range z = hpc_block_cyclic_range (C, hpc_dim (p, 2), 2);
    distributed long u[x][y][z];
    over (i = x | :)
      over (j = y | :)
        over (k = z | :)
          u[i][j][k] = hpc_idx (x, i) * 100 + hpc_idx (y, j) * 10 + hpc_idx (z, k);
    CHECK (hpc_sum (u) == want);
  }
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (q) {
    Range y = hpc_block_range (B, hpc_dim (q, 0));
    Range z = hpc_cyclic_range (C, hpc_dim (q, 1));
    distributed long v[A][y][z];
    for (int a = 0; a < A; a++)
      over (j = y | :)
        over (k = z | :)
          v[a][j][k] = a * 100 + hpc_idx (y, j) * 10 + hpc_idx (z, k);
    CHECK (hpc_sum (v) == want);
  }
  return 0;
}
