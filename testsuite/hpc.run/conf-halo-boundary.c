/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* Dirichlet boundary values through a boundary function: the ghost
   cells past each edge get the function's value (here: -1 below, -2
   above, told apart by the global index), and a Laplacian computed
   with them matches the sequential one.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 8 };

static double f (long g) { return g * 0.5; }
static double edge (long g) { return g < 0 ? -1.0 : -2.0; }

static void
bf (void *cell, const long *g, int dim, void *user)
{
  CHECK (dim == 0 && user == NULL && (g[0] < 0 || g[0] >= N));
  *(double *) cell = edge (g[0]);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed double u[x], lap[x];
    over (i = x | :)
      u[i] = f (hpc_idx (x, i));
    int mode[] = { HPC_HALO_BOUNDARY };
    hpc_write_halo_mode (u, NULL, mode, bf, NULL);
    over (i = x | :)
      lap[i] = u[i - 1] - 2 * u[i] + u[i + 1];
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        double lo = g > 0 ? f (g - 1) : edge (-1);
        double hi = g < N - 1 ? f (g + 1) : edge (N);
        CHECK (lap[i] == lo - 2 * f (g) + hi);
      }
  }
  return 0;
}
