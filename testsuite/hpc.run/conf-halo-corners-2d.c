/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Global Arrays "update ghosts including corners": after hpc_write_halo
   of a 2-D block array (7 x 5 over an automatic grid, ghost 1), the
   diagonal neighbours u[i -/+ 1][j -/+ 1], held by processes that share
   only a corner, read their owners' values.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 7, N1 = 5 };

static double f (long a, long b) { return a * 100 + b; }

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N1, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = f (hpc_idx (x, i), hpc_idx (y, j));
    hpc_write_halo (u);
    over (i = x | 1 : N0 - 2)
      over (j = y | 1 : N1 - 2)
        {
          long a = hpc_idx (x, i), b = hpc_idx (y, j);
          CHECK (u[i - 1][j - 1] == f (a - 1, b - 1));
          CHECK (u[i - 1][j + 1] == f (a - 1, b + 1));
          CHECK (u[i + 1][j - 1] == f (a + 1, b - 1));
          CHECK (u[i + 1][j + 1] == f (a + 1, b + 1));
          CHECK (u[i][j + 1] == f (a, b + 1) && u[i + 1][j] == f (a + 1, b));
        }
  }
  return 0;
}
