/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* hpc_bcast_elem of a struct element of a 2-D array over a 2-D grid:
   the whole element, every byte, reaches every process.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 4, N1 = 5 };

struct rec { char tag[5]; double v; short s; };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed struct rec u[x][y];
    over (i = x | :)
      over (j = y | :)
        {
          long a = hpc_idx (x, i), b = hpc_idx (y, j);
          u[i][j] = (struct rec) { { 'a' + (char) a, 'b' + (char) b, 0, 0, 0 },
                                   a + b / 10.0, (short) (a * b) };
        }
    for (long a = 0; a < N0; a++)
      for (long b = 0; b < N1; b++)
        {
          struct rec r;
          long idx[2] = { a, b };
          hpc_bcast_elem (&r, u, idx);
          CHECK (r.tag[0] == 'a' + a && r.tag[1] == 'b' + b && r.tag[2] == 0);
          CHECK (r.v == a + b / 10.0 && r.s == a * b);
        }
  }
  return 0;
}
