/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* Split-phase halo (overlapping communication with computation): the
   interior, which needs no ghost, is computed between
   hpc_write_halo_begin and hpc_write_halo_end from owned cells only;
   the block edges after the end.  The result equals the sequential
   3-point stencil.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 15 };

static double f (long g) { return (double) (g % 5) * 1.5 + g; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed double u[x], v[x];
    over (i = x | :)
      u[i] = f (hpc_idx (x, i));
    int me = hpc_coord (p, 0);
    hpc_write_halo_begin (u);
    over (i = x | 1 : N - 2)
      {
        long g = hpc_idx (x, i);
        if (hpc_owner (x, g - 1) == me && hpc_owner (x, g + 1) == me)
          v[i] = u[i - 1] + u[i] + u[i + 1];
      }
    hpc_write_halo_end (u);
    over (i = x | 1 : N - 2)
      {
        long g = hpc_idx (x, i);
        if (hpc_owner (x, g - 1) != me || hpc_owner (x, g + 1) != me)
          v[i] = u[i - 1] + u[i] + u[i + 1];
      }
    over (i = x | 1 : N - 2)
      {
        long g = hpc_idx (x, i);
        CHECK (v[i] == f (g - 1) + f (g) + f (g + 1));
      }
  }
  return 0;
}
