/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-threads "1 2" } */
/* Max and min reductions whose comparison GCC's front end folds before
   the plugin sees it ('g + 1 > s' becomes 'g >= s', 's < g + 1' becomes
   's <= g'): still recognised (no warning, the loop runs on the threads),
   and each process's result equals the sequential one over its own
   indices.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 50 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 4);
    long hi = -1, lo = N, hi2 = -1, lo2 = N;
    over (i = x | 1 : N - 2) {
      long g = hpc_idx (x, i);
      hi = g + 1 > hi ? g + 1 : hi;
      lo = g - 1 < lo ? g - 1 : lo;
      hi2 = hi2 < g + 1 ? g + 1 : hi2;
      lo2 = lo2 > g - 1 ? g - 1 : lo2;
    }
    long want_hi = -1, want_lo = N;
    for (long g = 1; g <= N - 2; g++)
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        {
          want_hi = g + 1 > want_hi ? g + 1 : want_hi;
          want_lo = g - 1 < want_lo ? g - 1 : want_lo;
        }
    CHECK (hi == want_hi && hi2 == want_hi);
    CHECK (lo == want_lo && lo2 == want_lo);
  }
  return 0;
}
