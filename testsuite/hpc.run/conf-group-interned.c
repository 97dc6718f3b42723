/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Grids and ranges are interned: the same shape from the same active
   group is the same Group; equal range constructions are the same
   Range (so arrays built from them are aligned and hpc_copy accepts
   them), different ones differ.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  CHECK (hpc_procs2 (HPC_AUTO, HPC_AUTO) == p);
  CHECK (hpc_procs2 (hpc_shape (p, 0), hpc_shape (p, 1)) == p);
  on (p) {
    Dimension d = hpc_dim (p, 0);
    CHECK (hpc_block_range (9, d) == hpc_block_range (9, d));
    CHECK (hpc_block_range (9, d, 1) == hpc_block_range_ghost (9, d, 1, 1));
    CHECK (hpc_block_range (9, d) != hpc_block_range (9, d, 1));
    CHECK (hpc_cyclic_range (9, d) != hpc_block_range (9, d) || hpc_shape (p, 0) == 1);
    CHECK (hpc_subrange (hpc_block_range (9, d), 1, 8, 2)
           == hpc_subrange (hpc_block_range (9, d), 1, 7, 2));
    Range a = hpc_cyclic_range (9, d), b = hpc_cyclic_range (9, d);
    distributed int u[a], v[b];
    over (i = a | :) u[i] = 4;
    hpc_copy (v, u);
    over (i = b | :) CHECK (v[i] == 4);
  }
  return 0;
}
