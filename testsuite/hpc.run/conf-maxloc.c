/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_maxloc_T for int, long, float and double on a 2-D array over a
   2-D grid (cyclic x block, 5 x 4) and on a section: the extreme value
   and the global index of its first occurrence in row-major order (the
   values repeat, so ties must resolve to the first); empty gives 0 and
   indices -1.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 5, N1 = 4 };

static long val (long a, long b) { return (a * 7 + b * 3) % 5; }

/* Sequential: the extreme over rows A0.. and columns B0.. (step 1) and
   its first position.  */
static long
want (long a0, long b0, long *ia, long *ib)
{
  long best = val (a0, b0);
  *ia = a0;
  *ib = b0;
  for (long a = a0; a < N0; a++)
    for (long b = b0; b < N1; b++)
      if (val (a, b) > best)
        {
          best = val (a, b);
          *ia = a;
          *ib = b;
        }
  return best;
}

#define FILL(u)                                                         \
  over (i = x | :)                                                      \
    over (j = y | :)                                                    \
      u[i][j] = val (hpc_idx (x, i), hpc_idx (y, j))

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N0, hpc_dim (p, 0));
    Range y = hpc_block_range (N1, hpc_dim (p, 1));
    distributed int ui[x][y];
    distributed long ul[x][y];
    distributed float uf[x][y];
    distributed double ud[x][y];
    FILL (ui); FILL (ul); FILL (uf); FILL (ud);
    long ia, ib, w = want (0, 0, &ia, &ib), idx[2];
    CHECK (hpc_maxloc_int (ui, idx) == w && idx[0] == ia && idx[1] == ib);
    CHECK (hpc_maxloc_long (ul, idx) == w && idx[0] == ia && idx[1] == ib);
    CHECK (hpc_maxloc_float (uf, idx) == w && idx[0] == ia && idx[1] == ib);
    CHECK (hpc_maxloc_double (ud, idx) == w && idx[0] == ia && idx[1] == ib);
    /* A section: rows 2.., columns 1..; indices stay global.  */
    w = want (2, 1, &ia, &ib);
    CHECK (hpc_maxloc_double (ud[[2 :, 1 :]], idx) == w
           && idx[0] == ia && idx[1] == ib);
    /* A scalar entry keeps its index in INDEX.  */
    w = val (3, 0);
    ib = 0;
    for (long b = 1; b < N1; b++)
      if (val (3, b) > w)
        {
          w = val (3, b);
          ib = b;
        }
    CHECK (hpc_maxloc_long (ul[[3, :]], idx) == w && idx[0] == 3 && idx[1] == ib);
    /* Empty.  */
    idx[0] = idx[1] = 7;
    CHECK (hpc_maxloc_int (ui[[1 : 0, :]], idx) == 0 && idx[0] == -1 && idx[1] == -1);
  }
  return 0;
}
