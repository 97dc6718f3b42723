/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* XMP bcast of one element: hpc_bcast_elem gives every process the
   element at an index of a 2-D array of every (row) range kind, and of
   a section (indices count within the section).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10, M = 3 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    for (int k = K_BLOCK; k <= K_SUB_CYCLIC; k++)
      {
        Range x = conf_range (k, N, hpc_dim (p, 0));
        distributed long u[x][M];
        over (i = x | :)
          for (int j = 0; j < M; j++)
            u[i][j] = hpc_idx (x, i) * 10 + j;
        for (long g = 0; g < N; g++)
          for (long j = 0; j < M; j++)
            {
              long out = -1, idx[2] = { g, j };
              hpc_bcast_elem (&out, u, idx);
              CHECK (out == g * 10 + j);
            }
        /* u[[1 : : 3, 2]]: rows 1, 4, 7; element 2 is row 7.  */
        long out = -1, two = 2;
        hpc_bcast_elem (&out, u[[1 : : 3, 2]], &two);
        CHECK (out == 72);
      }
  }
  return 0;
}
