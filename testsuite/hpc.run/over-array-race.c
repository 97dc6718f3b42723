/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-fplugin-arg-hpc-no-warnings" } */
/* A histogram: an over body that updates elements of an ordinary array
   at subscripts other iterations may share runs on one thread, so each
   process counts its own elements exactly, with 2 threads too.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 400000, BINS = 4 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed double u[x];
    long lo = N, hi = -1;
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        u[i] = g % 7;
        lo = g < lo ? g : lo;
        hi = g > hi ? g : hi;
      }
    for (int rep = 0; rep < 5; rep++)
      {
        double q[BINS] = { 0 };
        over (i = x | :)
          {
            int l = (int) u[i] % BINS;
            q[l] += 1.0;
          }
        double e[BINS] = { 0 };
        for (long g = lo; g <= hi; g++)
          e[(g % 7) % BINS] += 1.0;
        for (int b = 0; b < BINS; b++)
          CHECK (q[b] == e[b]);
      }
  }
  return 0;
}
