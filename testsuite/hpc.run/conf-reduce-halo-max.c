/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* hpc_reduce_halo with MPI_MAX on ints: each process writes its
   coordinate + 100 into the ghost copies it holds; every owner near a
   block edge ends with the maximum of its own value and its
   neighbours' marks.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed int u[x];
    int me = hpc_coord (p, 0);
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        u[i] = (int) g;
        if (g > 0 && hpc_owner (x, g - 1) != me)
          u[i - 1] = 100 + me;
        if (g < N - 1 && hpc_owner (x, g + 1) != me)
          u[i + 1] = 100 + me;
      }
    hpc_reduce_halo (u, MPI_INT, MPI_MAX);
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        int want = (int) g;
        if (g > 0 && hpc_owner (x, g - 1) != me)
          want = 100 + hpc_owner (x, g - 1);
        if (g < N - 1 && hpc_owner (x, g + 1) != me
            && 100 + hpc_owner (x, g + 1) > want)
          want = 100 + hpc_owner (x, g + 1);
        CHECK (u[i] == want);
      }
  }
  return 0;
}
