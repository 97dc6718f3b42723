/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* XMP gmove of a row into a column: b[[:, k]] = a[[k, :]] between two
   arrays whose dimensions are distributed differently (a's rows blocked,
   b's columns cyclic); scalar section entries drop the dimension.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 6 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed long a[x][N], b[N][y];
    over (i = x | :)
      for (int j = 0; j < N; j++)
        a[i][j] = hpc_idx (x, i) * 10 + j;
    for (int k = 0; k < N; k++)
      hpc_remap (b[[:, k]], a[[k, :]]);
    /* b is the transpose of a.  */
    over (j = y | :)
      for (int i = 0; i < N; i++)
        CHECK (b[i][j] == hpc_idx (y, j) * 10 + i);
  }
  return 0;
}
