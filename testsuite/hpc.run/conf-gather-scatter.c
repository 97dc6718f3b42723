/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_gather into and hpc_scatter from the last process's ordinary C
   array (row-major), for a 2-D array over a 2-D grid (block-cyclic x
   irregular) and for a section with a scalar entry.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 5, N1 = 7 };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  int root = hpc_nprocs () - 1;
  on (p) {
    int q = hpc_shape (p, 1);
    long sizes[8] = { 0 };
    sizes[q - 1] = N1;
    Range x = hpc_block_cyclic_range (N0, hpc_dim (p, 0), 2);
    Range y = hpc_irregular_range (hpc_dim (p, 1), sizes);
    distributed int u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = (int) (hpc_idx (x, i) * 100 + hpc_idx (y, j));
    int buf[N0 * N1], row[N1];
    memset (buf, -1, sizeof buf);
    hpc_gather (buf, u, root);
    if (hpc_rank () == root)
      for (int a = 0; a < N0; a++)
        for (int b = 0; b < N1; b++)
          CHECK (buf[a * N1 + b] == a * 100 + b);
    hpc_gather (row, u[[3, :]], root);
    if (hpc_rank () == root)
      for (int b = 0; b < N1; b++)
        CHECK (row[b] == 300 + b);
    /* Scatter negated values back.  */
    for (int k = 0; k < N0 * N1; k++)
      buf[k] = -buf[k];
    hpc_scatter (u, buf, root);
    over (i = x | :)
      over (j = y | :)
        CHECK (u[i][j] == -(int) (hpc_idx (x, i) * 100 + hpc_idx (y, j)));
  }
  return 0;
}
