/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* An array of integer extents only is replicated over the active
   group: every process holds all of it and, written the same
   everywhere, a reduction counts each element once; an array
   distributed over dimension 0 of a 2-D grid is replicated across
   dimension 1 and also counts once.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 6 };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    distributed long r[N][2];
    for (int a = 0; a < N; a++)
      for (int b = 0; b < 2; b++)
        r[a][b] = a * 2 + b;
    CHECK (hpc_sum (r) == 2 * N * (2 * N - 1) / 2);
    /* Distributed over dimension 0 only: replicated across dimension 1.  */
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed long u[x];
    over (i = x | :)
      u[i] = hpc_idx (x, i);
    CHECK (hpc_sum (u) == N * (N - 1) / 2);
  }
  return 0;
}
