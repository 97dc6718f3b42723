/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-threads "1 2" } */
/* continue in an over body goes to the next location: the rest of the
   body is skipped for that location only.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 20 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | :)
      {
        u[i] = 1;
        if (hpc_idx (x, i) % 3 == 0)
          continue;
        u[i] = 2;
      }
    over (i = x | :)
      CHECK (u[i] == (hpc_idx (x, i) % 3 == 0 ? 1 : 2));
  }
  return 0;
}
