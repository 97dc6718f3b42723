/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* Sections as values: hpc_section (a[[...]]) kept in a variable and
   passed later as &s, hpc_section of a whole array, and the plain-C
   spelling hpc_sec (a, hpc_triplet, hpc_scalar, hpc_all) naming the
   same elements as a[[...]].  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 8, M = 4 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 3);
    distributed long a[x][M];
    over (i = x | :)
      for (int j = 0; j < M; j++)
        a[i][j] = hpc_idx (x, i) * 10 + j;
    struct hpc_section col = hpc_section (a[[1 : : 2, 3]]);
    struct hpc_section all = hpc_section (a);
    long want = 0, want_all = 0;
    for (long g = 0; g < N; g++)
      {
        if (g % 2)
          want += g * 10 + 3;
        for (int j = 0; j < M; j++)
          want_all += g * 10 + j;
      }
    CHECK (hpc_sum_long (&col) == want);
    CHECK (hpc_sum_long (&all) == want_all);
    CHECK (hpc_sum_long (hpc_sec (a, hpc_triplet (1, HPC_END, 2), hpc_scalar (3)))
           == want);
    CHECK (hpc_sum_long (hpc_sec (a, hpc_all (), hpc_all ())) == want_all);
    CHECK (hpc_sum_long (a[[:, 0 : 1]])
           == hpc_sum_long (hpc_sec (a, hpc_all (), hpc_triplet (0, 1, 1))));
  }
  return 0;
}
