/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-O2" } */
/* Max and array reductions whose value or element names hpc_idx inside
   an expression (and a factor of 0 the front end folds to (hpc_idx, 0)):
   run on every thread (no warning), and each process's result equals the
   sequential one over its own indices.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 61, BINS = 4 };
#define W 0

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
    unsigned long t = 0, z = 0, q[BINS] = { 0 };
    over (i = x | :)
      {
        t = t < (unsigned long) hpc_idx (x, i) * 5 + 3
            ? (unsigned long) hpc_idx (x, i) * 5 + 3 : t;
        z = z < (unsigned long) a[i] + (unsigned long) hpc_idx (x, i) * W
            ? (unsigned long) a[i] + (unsigned long) hpc_idx (x, i) * W : z;
        q[((unsigned long) hpc_idx (x, i) * 3 ^ (unsigned long) a[i]) % BINS]
          = q[((unsigned long) hpc_idx (x, i) * 3 ^ (unsigned long) a[i]) % BINS]
            < (unsigned long) a[i]
            ? (unsigned long) a[i]
            : q[((unsigned long) hpc_idx (x, i) * 3 ^ (unsigned long) a[i]) % BINS];
      }
    unsigned long wt = 0, wz = 0, wq[BINS] = { 0 };
    for (long g = 0; g < N; g++)
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        {
          unsigned long v = (unsigned long) val (g);
          unsigned long k = ((unsigned long) g * 3 ^ v) % BINS;
          wt = wt < (unsigned long) g * 5 + 3 ? (unsigned long) g * 5 + 3 : wt;
          wz = wz < v ? v : wz;
          wq[k] = wq[k] < v ? v : wq[k];
        }
    CHECK (t == wt);
    CHECK (z == wz);
    for (int k = 0; k < BINS; k++)
      CHECK (q[k] == wq[k]);
  }
  return 0;
}
