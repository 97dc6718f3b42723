/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Shifts of a 2-D array over a 2-D grid along each dimension (the
   other dimension's index unchanged), both modes.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 5, N1 = 6 };

static long f (long a, long b) { return a * 100 + b + 1; }

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed long u[x][y], v[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = f (hpc_idx (x, i), hpc_idx (y, j));
    for (int dim = 0; dim < 2; dim++)
      for (int mode = 0; mode < 2; mode++)
        for (long a = -2; a <= 2; a++)
          {
            hpc_shift (v, u, a, dim, mode);
            over (i = x | :)
              over (j = y | :)
                {
                  long g[2] = { hpc_idx (x, i), hpc_idx (y, j) };
                  long n = dim ? N1 : N0, s = g[dim] + a;
                  long want;
                  if (mode == HPC_SHIFT_CYCLIC || (s >= 0 && s < n))
                    {
                      g[dim] = (s % n + n) % n;
                      want = f (g[0], g[1]);
                    }
                  else
                    want = 0;
                  CHECK (v[i][j] == want);
                }
          }
  }
  return 0;
}
