/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* hpc_scatter into a replicated array gives every copy the root's
   data; hpc_gather of a replicated array gives it once.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 6 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    distributed double r[N];
    double buf[N], back[N];
    for (int k = 0; k < N; k++)
      buf[k] = hpc_rank () == 0 ? k + 0.5 : -1;
    hpc_scatter (r, buf, 0);
    for (int k = 0; k < N; k++)
      CHECK (r[k] == k + 0.5);
    hpc_gather (back, r, 0);
    if (hpc_rank () == 0)
      for (int k = 0; k < N; k++)
        CHECK (back[k] == k + 0.5);
  }
  return 0;
}
