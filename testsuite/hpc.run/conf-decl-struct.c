/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* A distributed array of structs (with padding and an inner array):
   members written through locations, the halo carries whole elements,
   a global-index read returns the owner's element.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 8 };

struct particle { char kind; double pos[3]; int id; };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed struct particle u[x];
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        u[i].kind = (char) ('a' + g);
        for (int k = 0; k < 3; k++)
          u[i].pos[k] = g + k * 0.25;
        u[i].id = (int) (g * g);
      }
    hpc_write_halo (u);
    over (i = x | 1 : N - 1)
      {
        long g = hpc_idx (x, i);
        CHECK (u[i - 1].kind == 'a' + g - 1 && u[i - 1].id == (g - 1) * (g - 1));
        CHECK (u[i - 1].pos[2] == g - 1 + 0.5);
      }
    for (long g = 0; g < N; g++)
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        CHECK (u[g].id == g * g && u[g].kind == 'a' + g);
  }
  return 0;
}
