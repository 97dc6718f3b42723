/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "2" } */
/* { dg-options "-fplugin-arg-hpc-no-warnings" } */
/* A body whose outer variable is neither a reduction nor private (a
   recurrence) runs on one thread, in index order, so the recurrence is
   right even with 2 threads.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 40 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed long u[x];
    long prev = 0;
    over (i = x | :)
      {
        u[i] = prev;
        prev = u[i] + hpc_idx (x, i);
      }
    long run = 0;
    over (i = x | :)
      {
        CHECK (u[i] == run);
        run += hpc_idx (x, i);
      }
  }
  return 0;
}
