/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Finite-element style assembly (Global Arrays accumulate): every
   element i adds to nodes i - 1, i and i + 1 through shifted subscripts
   (ghost copies where another process owns the node); hpc_reduce_halo
   with MPI_SUM accumulates the ghost copies into the owners, giving the
   sequential assembly.  Periodic: the ends wrap.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

static double w (long g) { return 1.0 + g; }

static void
assemble (Procs1 p, int periodic)
{
  Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
  distributed double node[x];
  over (i = x | :)
    {
      long g = hpc_idx (x, i);
      node[i] += 2 * w (g);
      if (periodic || g > 0)
        node[i - 1] += w (g);
      if (periodic || g < N - 1)
        node[i + 1] += w (g);
    }
  int mode[] = { periodic ? HPC_HALO_PERIODIC : HPC_HALO_NONE };
  hpc_reduce_halo_mode (node, NULL, mode, MPI_DOUBLE, MPI_SUM);
  over (i = x | :)
    {
      long g = hpc_idx (x, i);
      double want = 2 * w (g);
      if (periodic || g < N - 1)
        want += w ((g + 1) % N);
      if (periodic || g > 0)
        want += w ((g + N - 1) % N);
      CHECK (node[i] == want);
    }
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    assemble (p, 0);
    assemble (p, 1);
  }
  return 0;
}
