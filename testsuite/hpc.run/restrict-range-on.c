/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* A range over a dimension of a restricted group, made where the whole
   grid runs, holds an array declared inside on (that group): only the
   group's members hold it, and its sum is the sequential one.  Inside
   on (the group), hpc_dim of it is the grid's dimension, so ranges made
   there are the grid's ranges.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (q) {
    Group row0 = hpc_restrict (q, 0, 0);
    Range y = hpc_block_range (8, hpc_dim (row0, 1));
    CHECK (hpc_dim (row0, 1).dim == 1);
    on (row0) {
      CHECK (hpc_dim (row0, 1).grid == q);
      CHECK (hpc_block_range (8, hpc_dim (row0, 1))
             == hpc_block_range (8, hpc_dim (q, 1)));
      distributed double u[y];
      over (j = y | :) u[j] = hpc_idx (y, j);
      CHECK (hpc_sum (u) == 28);
    }
  }
  return 0;
}
