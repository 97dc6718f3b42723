/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* Remapping a replicated array into a distributed one (a local copy:
   every process takes its own part), and a replicated 2-D array's
   strided section into a cyclic one.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 8 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    distributed int r[N][2];
    for (int g = 0; g < N; g++)
      {
        r[g][0] = g + 1;
        r[g][1] = -g;
      }
    Range x = hpc_cyclic_range (N / 2, hpc_dim (p, 0));
    distributed int a[x];
    hpc_remap (a, r[[1 : : 2, 1]]);
    over (i = x | :)
      CHECK (a[i] == -(2 * hpc_idx (x, i) + 1));
    Range y = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed int b[y];
    hpc_remap (b, r[[:, 0]]);
    over (i = y | :)
      CHECK (b[i] == hpc_idx (y, i) + 1);
  }
  return 0;
}
