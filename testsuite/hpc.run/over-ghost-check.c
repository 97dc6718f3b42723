/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Check mode: ghost cells a process computes itself through hpc_expand
   hold the value it gave them, not an old copy: reading them after the
   owner updated its element is no stale read (the array was exchanged
   once, then only recomputed on the ghost layer).  The results match the
   sequential computation.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 40, STEPS = 3 };

int
main (void)
{
  static double su[N], sf[N];
  for (int g = 0; g < N; g++)
    su[g] = (g * 5 % 7) + 0.25 * g;
  for (int t = 0; t < STEPS; t++)
    {
      for (int g = 0; g < N; g++)
        sf[g] = 2.0 * su[g] + t;
      for (int g = 1; g < N - 1; g++)
        su[g] = sf[g - 1] + sf[g + 1];
    }
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long bad = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed double u[x], f[x];
    over (i = x)
      u[i] = (hpc_idx (x, i) * 5 % 7) + 0.25 * hpc_idx (x, i);
    hpc_write_halo (f);
    for (int t = 0; t < STEPS; t++)
      {
        hpc_write_halo (u);
        over (i = hpc_expand (x, 1))
          f[i] = 2.0 * u[i] + t;
        over (i = x | 1 : N - 2)
          u[i] = f[i - 1] + f[i + 1];
      }
    over (i = x)
      bad += u[i] != su[hpc_idx (x, i)];
  }
  CHECK (bad == 0);
  return 0;
}
