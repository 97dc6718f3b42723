/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* A torus in dimension 0 only (Chapel periodic in one dimension):
   dimension 0 wraps, dimension 1 keeps its edge ghosts untouched (0);
   the corner ghosts that wrap in dimension 0 are filled too.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 6, N1 = 5 };

static int f (long a, long b) { return (int) (a * 10 + b + 1); }

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N1, hpc_dim (p, 1), 1);
    distributed int u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = f (hpc_idx (x, i), hpc_idx (y, j));
    int mode[] = { HPC_HALO_PERIODIC, HPC_HALO_NONE };
    hpc_write_halo_mode (u, NULL, mode, NULL, NULL);
    over (i = x | :)
      over (j = y | :)
        {
          long a = hpc_idx (x, i), b = hpc_idx (y, j);
          long up = (a + N0 - 1) % N0, down = (a + 1) % N0;
          CHECK (u[i - 1][j] == f (up, b) && u[i + 1][j] == f (down, b));
          CHECK (u[i][j - 1] == (b > 0 ? f (a, b - 1) : 0));
          CHECK (u[i][j + 1] == (b < N1 - 1 ? f (a, b + 1) : 0));
          if (b > 0)
            CHECK (u[i - 1][j - 1] == f (up, b - 1));
          if (b < N1 - 1)
            CHECK (u[i + 1][j + 1] == f (down, b + 1));
        }
  }
  return 0;
}
