/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-threads "1 2" } */
/* The over-body reduction 's = s > u[i] ? u[i] : s;' on float: each process's
   result, started from the value before the loop, equals the sequential
   one over its own indices, with 1 or 2 threads (no warning: the
   reduction is recognised); the loop
   runs on a block-cyclic range of 50 indices with a stride.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 50 };

static float val (long g) { return (float) ((float) (g * 13 % 29)); }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 4);
    distributed float u[x];
    over (i = x | :)
      u[i] = val (hpc_idx (x, i));
    for (int st = 1; st <= 3; st += 2)
      {
        float s = 1e30f;
        over (i = x | 1 : N - 1 : st)
          s = s > u[i] ? u[i] : s;
        /* Sequentially, over this process's indices only.  */
        float want = 1e30f;
        for (long g = 1; g < N; g += st)
          if (hpc_owner (x, g) == hpc_coord (p, 0))
            {
              float v = val (g);
              { float s = want; s = s > v ? v : s; want = s; }
            }
        CHECK (s == want);
      }
  }
  return 0;
}
