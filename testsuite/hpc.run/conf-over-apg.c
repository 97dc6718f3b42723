/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Inside over (i = x) on dimension 0 of a 2-D grid the active group is
   restricted to this process's row; an inner over of dimension 1 is
   allowed there (it is a dimension of the restricted group).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 5, N1 = 6 };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_block_range (N1, hpc_dim (p, 1));
    distributed int u[x][y];
    int bad = 0;
    over (i = x | :)
      {
        Group g = hpc_apg ();
        if (hpc_group_size (g) != hpc_shape (p, 1))
          bad++;
        over (j = y | :)
          u[i][j] = 1;
      }
    CHECK (bad == 0);
    CHECK (hpc_sum (u) == N0 * N1);
    CHECK (hpc_apg () == (Group) p);
  }
  return 0;
}
