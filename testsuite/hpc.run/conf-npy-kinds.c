/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* hpc_write_npy from an array of every range kind and hpc_read_npy back
   into an array of the next kind (10 elements): the file is the array
   in global order, whatever the distributions.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    for (int k = 0; k <= K_SUB_CYCLIC; k++)
      {
        Range r = conf_range (k, N, hpc_dim (p, 0));
        Range s = conf_range ((k + 1) % (K_SUB_CYCLIC + 1), N, hpc_dim (p, 0));
        distributed double a[r], b[s];
        over (i = r | :)
          a[i] = hpc_idx (r, i) * 1.25;
        hpc_write_npy ("conf-npy-kinds.npy", a, "<f8");
        hpc_read_npy (b, "conf-npy-kinds.npy", "<f8");
        over (i = s | :)
          CHECK (b[i] == hpc_idx (s, i) * 1.25);
      }
  }
  return 0;
}
