/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* Chapel's "writes without update": a write through a shifted
   subscript writes the local ghost copy only; the owner's element is
   unchanged, and the next hpc_write_halo overwrites the ghost with the
   owner's value again.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed int u[x];
    over (i = x | :)
      u[i] = (int) hpc_idx (x, i);
    hpc_write_halo (u);
    /* Every process scribbles on its upper ghost (the cell past its
       block's last index, owned by the next process).  */
    over (i = x | 0 : N - 2)
      if (hpc_owner (x, hpc_idx (x, i) + 1) != hpc_coord (p, 0))
        u[i + 1] = -1;
    /* Owners still hold their values.  */
    over (i = x | :)
      if (hpc_owner (x, hpc_idx (x, i)) == hpc_coord (p, 0))
        CHECK (u[i] == hpc_idx (x, i));
    CHECK (hpc_sum (u) == N * (N - 1) / 2);
    /* The scribbled ghost (read through i + 1 at the block's end) holds
       -1 until the next halo exchange ...  */
    int ghost_seen = 0;
    over (i = x | 0 : N - 2)
      if (hpc_owner (x, hpc_idx (x, i) + 1) != hpc_coord (p, 0))
        {
          CHECK (u[i + 1] == -1);
          ghost_seen++;
        }
    /* (10 indices on 2 or 3 processes: every process holds some.)  */
    CHECK (ghost_seen == (hpc_coord (p, 0) < hpc_shape (p, 0) - 1));
    /* ... which restores the owner's value.  */
    hpc_write_halo (u);
    over (i = x | 0 : N - 2)
      CHECK (u[i + 1] == hpc_idx (x, i) + 1);
  }
  return 0;
}
