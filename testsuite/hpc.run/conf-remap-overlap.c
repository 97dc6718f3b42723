/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Overlapping source and destination of one array: hpc_remap
   (a[[1 :]], a[[: N - 2]]) moves every element up by one as if the
   source were copied first (no element is propagated twice), and the
   reverse moves them down.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed int a[x];
    over (i = x | :)
      a[i] = (int) hpc_idx (x, i) + 1;
    hpc_remap (a[[1 :]], a[[: N - 2]]);
    over (i = x | :)
      CHECK (a[i] == (hpc_idx (x, i) == 0 ? 1 : hpc_idx (x, i)));
    hpc_remap (a[[: N - 2]], a[[1 :]]);
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        CHECK (a[i] == (g == N - 1 ? N - 1 : g + 1));
      }
  }
  return 0;
}
