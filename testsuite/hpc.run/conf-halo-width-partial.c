/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* XMP reflect with a width: ghost width 2, hpc_write_halo (u, {1})
   fills the ghost cells at distance 1 only; those at distance 2 keep
   what they held; a second call with width 2 fills them too.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 12 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 2);
    distributed int u[x];
    over (i = x | :)
      u[i] = 10 + hpc_idx (x, i);
    int one[] = { 1 }, two[] = { 2 };
    hpc_write_halo (u, one);
    over (i = x | 2 : N - 3)
      {
        long g = hpc_idx (x, i);
        CHECK (u[i - 1] == 10 + g - 1 && u[i + 1] == 10 + g + 1);
        /* At the block's edges, the ghost at distance 2 from the block
           still holds 0.  */
        int me = hpc_coord (p, 0);
        if (hpc_owner (x, g - 1) != me)
          CHECK (u[i - 2] == 0);
        if (hpc_owner (x, g + 1) != me)
          CHECK (u[i + 2] == 0);
      }
    hpc_write_halo (u, two);
    over (i = x | 2 : N - 3)
      {
        long g = hpc_idx (x, i);
        CHECK (u[i - 2] == 10 + g - 2 && u[i + 2] == 10 + g + 2);
      }
  }
  return 0;
}
