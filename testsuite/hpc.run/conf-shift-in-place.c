/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* hpc_cshift and hpc_shift with the same array as source and
   destination (the result is as if the source were read first), on a
   block range with ghosts and on a cyclic range.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

static void
run (Range x, long amount, int mode)
{
  distributed long u[x];
  over (i = x | :)
    u[i] = hpc_idx (x, i) + 1;
  if (mode == HPC_SHIFT_CYCLIC)
    hpc_cshift (u, u, amount, 0);
  else
    hpc_shift (u, u, amount, 0, HPC_SHIFT_EDGE);
  over (i = x | :)
    {
      long s = hpc_idx (x, i) + amount;
      long want = mode == HPC_SHIFT_CYCLIC ? (s % N + N) % N + 1
                  : (s >= 0 && s < N ? s + 1 : 0);
      CHECK (u[i] == want);
    }
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range xs[2] = { hpc_block_range (N, hpc_dim (p, 0), 1),
                    hpc_cyclic_range (N, hpc_dim (p, 0)) };
    for (int r = 0; r < 2; r++)
      for (long a = -3; a <= 3; a++)
        {
          run (xs[r], a, HPC_SHIFT_CYCLIC);
          run (xs[r], a, HPC_SHIFT_EDGE);
        }
  }
  return 0;
}
