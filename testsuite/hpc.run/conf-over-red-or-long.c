/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-threads "1 2" } */
/* The over-body reduction 's |= u[i];' on long: each process's
   result, started from the value before the loop, equals the sequential
   one over its own indices, with 1 or 2 threads (no warning: the
   reduction is recognised); the loop
   runs on a block-cyclic range of 50 indices with a stride.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 50 };

static long val (long g) { return (long) (1L << (g % 40)); }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 4);
    distributed long u[x];
    over (i = x | :)
      u[i] = val (hpc_idx (x, i));
    for (int st = 1; st <= 3; st += 2)
      {
        long s = 0;
        over (i = x | 1 : N - 1 : st)
          s |= u[i];
        /* Sequentially, over this process's indices only.  */
        long want = 0;
        for (long g = 1; g < N; g += st)
          if (hpc_owner (x, g) == hpc_coord (p, 0))
            {
              long v = val (g);
              { long s = want; s |= v; want = s; }
            }
        CHECK (s == want);
      }
  }
  return 0;
}
