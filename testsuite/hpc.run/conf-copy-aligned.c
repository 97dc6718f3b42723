/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* hpc_copy between identically distributed arrays (the same ranges)
   and between equal sections of them: a local copy of the held
   elements; ghosts untouched.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed int a[x][3], b[x][3];
    over (i = x | :)
      for (int k = 0; k < 3; k++)
        a[i][k] = (int) hpc_idx (x, i) * 3 + k;
    hpc_copy (b, a);
    over (i = x | :)
      for (int k = 0; k < 3; k++)
        CHECK (b[i][k] == a[i][k]);
    /* Ghost rows of b are still 0.  */
    over (i = x | :)
      if (hpc_idx (x, i) > 0 && hpc_owner (x, hpc_idx (x, i) - 1) != hpc_coord (p, 0))
        CHECK (b[i - 1][0] == 0);
    over (i = x | :)
      for (int k = 0; k < 3; k++)
        b[i][k] = -1;
    hpc_copy (b[[1 : : 2, 2]], a[[1 : : 2, 2]]);
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        CHECK (b[i][2] == (g % 2 ? a[i][2] : -1) && b[i][0] == -1);
      }
  }
  return 0;
}
