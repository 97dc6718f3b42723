/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* An integer subscript on a distributed dimension is a global index:
   reading and writing owned elements by global index, for every range
   kind, agrees with the locations over binds.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    for (int k = K_BLOCK; k <= K_SUB_CYCLIC; k++)
      {
        Range x = conf_range (k, N, hpc_dim (p, 0));
        distributed int u[x][2];
        for (long g = 0; g < N; g++)
          if (hpc_owner (x, g) == hpc_coord (p, 0))
            {
              u[g][0] = (int) g + 1;
              u[g][1] = (int) -g;
            }
        over (i = x | :)
          CHECK (u[i][0] == hpc_idx (x, i) + 1 && u[i][1] == -hpc_idx (x, i));
        CHECK (hpc_sum (u) == N);
      }
  }
  return 0;
}
