/* { dg-do run } */
/* { dg-hpc-procs "3 4" } */
/* The distributions the reference defines: block (blocks of ceil(n/P)),
   cyclic (i on i % P), block-cyclic (blocks of b dealt cyclically),
   irregular (process c holds sizes[c]), cut points (cuts[c] ..
   cuts[c+1]-1), subranges (each index where the parent holds it).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  int np = hpc_shape (p, 0);
  on (p) {
    Dimension d = hpc_dim (p, 0);
    long b = (N + np - 1) / np;
    long sizes[4] = { 4, 0, 1, 5 }, cuts[5] = { 0, 1, 1, 6, 10 };
    if (np == 3)
      {
        sizes[2] = 6;
        cuts[2] = 7;
        cuts[3] = 10;
      }
    Range blk = hpc_block_range (N, d), cyc = hpc_cyclic_range (N, d);
    Range bc = hpc_block_cyclic_range (N, d, 2);
    Range irr = hpc_irregular_range (d, sizes), cut = hpc_cut_range (d, cuts);
    Range sub = hpc_subrange (cyc, 1, 9, 3);
    long start = 0;
    int c = 0;
    for (long g = 0; g < N; g++)
      {
        CHECK (hpc_owner (blk, g) == g / b);
        CHECK (hpc_owner (cyc, g) == g % np);
        CHECK (hpc_owner (bc, g) == (g / 2) % np);
        while (g >= start + sizes[c])
          start += sizes[c++];
        CHECK (hpc_owner (irr, g) == c);
        int cc = 0;
        while (g >= cuts[cc + 1])
          cc++;
        CHECK (hpc_owner (cut, g) == cc);
      }
    CHECK (hpc_size (sub) == 3);
    for (long k = 0; k < 3; k++)
      CHECK (hpc_owner (sub, k) == (1 + 3 * k) % np);
  }
  return 0;
}
