/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "1 2" } */
/* A variable assigned by the first statement of the body that mentions
   it is private: each thread has its own copy, results are right, and
   after the loop it holds the value the process's last iteration gave
   it, as the loop run in order would leave it (a process with no
   iteration keeps its value from before the loop).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 64 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed long u[x];
    long t = -99, t2 = -7, last = -1;
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        last = g > last ? g : last;
      }
    over (i = x | :)
      {
        t = hpc_idx (x, i) * 3;
        t2 = t + 1;
        u[i] = t * t2;
      }
    if (last < 0)
      CHECK (t == -99 && t2 == -7);
    else
      CHECK (t == last * 3 && t2 == last * 3 + 1);
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        CHECK (u[i] == g * 3 * (g * 3 + 1));
      }
  }
  return 0;
}
