/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* Zero extents: a distributed array over a range of 0 indices and one
   with a sequential extent of 0 are fine (over runs no iteration, sums
   are 0); an array of extent 1 on 2 processes.  */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x0 = hpc_block_range (0, hpc_dim (p, 0));
    Range x1 = hpc_cyclic_range (1, hpc_dim (p, 0));
    distributed int a[x0], b[x1][0], c[x1];
    int n = 0;
    over (i = x0 | :) { a[i] = 1; n++; }
    over (i = x1 | :) c[i] = 7;
    CHECK (n == 0 && hpc_sum (a) == 0 && hpc_sum (b) == 0 && hpc_sum (c) == 7);
    CHECK (hpc_local_size (x1) == (hpc_coord (p, 0) == 0));
  }
  return 0;
}
