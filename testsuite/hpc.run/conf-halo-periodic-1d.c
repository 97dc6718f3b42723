/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Chapel's periodic stencil distribution: with HPC_HALO_PERIODIC the
   ghosts past the edges hold the other end's values, so u[i - 1] and
   u[i + 1] wrap around for every i, including 0 and N - 1.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9 };

static long f (long g) { return 7 * g + 1; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed long u[x];
    over (i = x | :)
      u[i] = f (hpc_idx (x, i));
    int mode[] = { HPC_HALO_PERIODIC };
    hpc_write_halo_mode (u, NULL, mode, NULL, NULL);
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        CHECK (u[i - 1] == f ((g + N - 1) % N));
        CHECK (u[i + 1] == f ((g + 1) % N));
      }
  }
  return 0;
}
