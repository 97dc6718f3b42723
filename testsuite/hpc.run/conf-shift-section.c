/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* Shifts between sections: a strided section of one array shifted
   into a column of a 2-D array; indices count within the sections.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 12, M = 6 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (M, hpc_dim (p, 0));
    distributed long a[x];
    distributed long b[y][3];
    over (i = x | :)
      a[i] = hpc_idx (x, i);
    /* a[[0 : : 2]] is 0, 2, ..., 10 (6 elements); shift by 1 into
       column 2 of b: b[k][2] = a[2 (k + 1)], 0 past the end.  */
    hpc_shift (b[[:, 2]], a[[0 : : 2]], 1, 0, HPC_SHIFT_EDGE);
    over (k = y | :)
      {
        long g = hpc_idx (y, k);
        CHECK (b[k][2] == (g + 1 < M ? 2 * (g + 1) : 0));
        CHECK (b[k][0] == 0 && b[k][1] == 0);
      }
    hpc_cshift (b[[:, 0]], a[[1 : : 2]], -2, 0);
    over (k = y | :)
      CHECK (b[k][0] == 2 * ((hpc_idx (y, k) - 2 + M) % M) + 1);
  }
  return 0;
}
