/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* hpc_any_true and hpc_all_true on int arrays: all zero, one non-zero
   element held by the last process, all non-zero (any non-zero value
   counts as true), sections and the empty array (any 0, all 1).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 11 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 2);
    distributed int u[x];
    CHECK (!hpc_any_true (u) && !hpc_all_true (u));
    at (l = x[N - 1]) u[l] = -5;
    CHECK (hpc_any_true (u) && !hpc_all_true (u));
    CHECK (!hpc_any_true (u[[0 : N - 2]]) && hpc_all_true (u[[N - 1 :]]));
    over (i = x | :) u[i] = (int) hpc_idx (x, i) + 1;
    CHECK (hpc_any_true (u) && hpc_all_true (u));
    CHECK (!hpc_any_true (u[[3 : 2]]) && hpc_all_true (u[[3 : 2]]));
  }
  return 0;
}
