/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* XMP bcast / gmove into a replicated array: remapping a distributed
   array (or one element's section) into an array of integer extents
   gives every process the whole data.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_cyclic_range (N, hpc_dim (p, 0), 2);
    distributed double a[x];
    distributed double all[N], one[1];
    over (i = x | :)
      a[i] = hpc_idx (x, i) * 0.25;
    hpc_remap (all, a);
    for (int g = 0; g < N; g++)
      CHECK (all[g] == g * 0.25);
    hpc_remap (one, a[[N - 2 : N - 2]]);
    CHECK (one[0] == (N - 2) * 0.25);
  }
  return 0;
}
