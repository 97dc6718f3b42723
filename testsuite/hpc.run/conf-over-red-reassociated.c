/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-O2" } */
/* Reductions whose right-hand side is a chain the front end reassociates
   (unsigned 't += e + 1' arrives as (t + e) + 1) or that the user wrote
   as one (u = u * a * b, h[k] += e + 1): run on every thread (no warning),
   each process's result equals the sequential one over its own indices.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 61, BINS = 5 };

static long val (long g) { return g * 2654435761L % 1000003; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed long a[x];
    over (i = x | :)
      a[i] = val (hpc_idx (x, i));
    unsigned long t = 5, m = 1, b = 3, h[BINS] = { 0 };
    over (i = x | :)
      {
        t += (unsigned long) a[i] + 1;
        m *= (unsigned long) a[i] * 3 + 1;
        b ^= (unsigned long) a[i] ^ 7;
        h[a[i] % BINS] += (unsigned long) a[i] + 1;
      }
    unsigned long wt = 5, wm = 1, wb = 3, wh[BINS] = { 0 };
    for (long g = 0; g < N; g++)
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        {
          unsigned long v = (unsigned long) val (g);
          wt += v + 1;
          wm *= v * 3 + 1;
          wb ^= v ^ 7;
          wh[v % BINS] += v + 1;
        }
    CHECK (t == wt);
    CHECK (m == wm);
    CHECK (b == wb);
    for (int k = 0; k < BINS; k++)
      CHECK (h[k] == wh[k]);
  }
  return 0;
}
