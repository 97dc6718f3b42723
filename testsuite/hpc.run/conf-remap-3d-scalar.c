/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* A plane a[[:, k, :]] of a 3-D array (scalar entry in the middle)
   remapped into a 2-D array of another distribution, for every k.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 4, N1 = 3, N2 = 5 };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range z = hpc_cyclic_range (N2, hpc_dim (p, 1));
    distributed short a[x][N1][z];
    over (i = x | :)
      for (int k = 0; k < N1; k++)
        over (m = z | :)
          a[i][k][m] = (short) (hpc_idx (x, i) * 100 + k * 10 + hpc_idx (z, m));
    Range u = hpc_cyclic_range (N0, hpc_dim (p, 0));
    Range v = hpc_block_range (N2, hpc_dim (p, 1));
    distributed short b[u][v];
    for (int k = 0; k < N1; k++)
      {
        hpc_remap (b, a[[:, k, :]]);
        over (i = u | :)
          over (m = v | :)
            CHECK (b[i][m] == hpc_idx (u, i) * 100 + k * 10 + hpc_idx (v, m));
      }
  }
  return 0;
}
