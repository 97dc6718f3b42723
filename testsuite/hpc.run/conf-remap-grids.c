/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Remapping between arrays over different grids of the same processes:
   a 2-D array over a 2-D grid into one whose rows are distributed over
   a 1-D grid, and back.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 5, N1 = 4 };

int
main (void)
{
  Procs2 p2 = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Procs1 p1 = hpc_procs1 (HPC_AUTO);
  Range x2 = hpc_block_range (N0, hpc_dim (p2, 0));
  Range y2 = hpc_cyclic_range (N1, hpc_dim (p2, 1));
  Range x1 = hpc_cyclic_range (N0, hpc_dim (p1, 0));
  on (p2) {
    distributed float a[x2][y2];
    over (i = x2 | :)
      over (j = y2 | :)
        a[i][j] = hpc_idx (x2, i) * 8 + hpc_idx (y2, j);
    on (p1) {
      distributed float b[x1][N1];
      hpc_remap (b, a);
      over (i = x1 | :)
        for (int j = 0; j < N1; j++)
          CHECK (b[i][j] == hpc_idx (x1, i) * 8 + j);
      over (i = x1 | :)
        for (int j = 0; j < N1; j++)
          b[i][j] = -b[i][j];
      hpc_remap (a, b);
    }
    over (i = x2 | :)
      over (j = y2 | :)
        CHECK (a[i][j] == -(hpc_idx (x2, i) * 8 + hpc_idx (y2, j)));
  }
  return 0;
}
