/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* hpc_reduce_halo with MPI_MAX and MPI_MIN on unsigned long, with values
   of 2^63 and more: unsigned comparisons (Open MPI 4.1.4 compares
   MPI_UNSIGNED_LONG as signed; libhpc combines it as uint64_t).  Each
   process writes 2^63 + its coordinate into the ghost copies it holds,
   over elements whose own value is 1 (max) or ULONG_MAX (min).  */
#include <hpc.h>
#include <limits.h>
#include "conf-kinds.h"

enum { N = 9 };
#define BIG (1UL << 63)

static void
mark (Procs1 p, unsigned long own, MPI_Op op)
{
  Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
  distributed unsigned long u[x];
  int me = hpc_coord (p, 0);
  over (i = x | :)
    {
      long g = hpc_idx (x, i);
      u[i] = own;
      if (g > 0 && hpc_owner (x, g - 1) != me)
        u[i - 1] = BIG + me;
      if (g < N - 1 && hpc_owner (x, g + 1) != me)
        u[i + 1] = BIG + me;
    }
  hpc_reduce_halo (u, MPI_UNSIGNED_LONG, op);
  int max = op == MPI_MAX;
  over (i = x | :)
    {
      long g = hpc_idx (x, i);
      unsigned long want = own;
      for (int side = -1; side <= 1; side += 2)
        if (g + side >= 0 && g + side < N && hpc_owner (x, g + side) != me)
          {
            unsigned long v = BIG + hpc_owner (x, g + side);
            if (max ? v > want : v < want)
              want = v;
          }
      CHECK (u[i] == want);
    }
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    mark (p, 1, MPI_MAX);
    mark (p, ULONG_MAX, MPI_MIN);
  }
  return 0;
}
