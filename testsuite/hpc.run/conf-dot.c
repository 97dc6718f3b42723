/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* hpc_dot of float and double arrays (1-D and 2-D, accumulated in
   double) and of aligned sections, against exact sequential sums.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9, M = 3 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[x], b[x];
    distributed double c[x][M], d[x][M];
    over (i = x | :)
      {
        long g = hpc_idx (x, i);
        a[i] = g;
        b[i] = g - 4;
        for (int k = 0; k < M; k++)
          {
            c[i][k] = g + k;
            d[i][k] = 0.5 * k;
          }
      }
    double wab = 0, wcd = 0, wsec = 0;
    for (long g = 0; g < N; g++)
      {
        wab += (double) g * (g - 4);
        for (int k = 0; k < M; k++)
          wcd += (g + k) * 0.5 * k;
        if (g % 2 == 0)
          wsec += (g + 2) * 1.0;
      }
    CHECK (hpc_dot (a, b) == wab);
    CHECK (hpc_dot (c, d) == wcd);
    CHECK (hpc_dot_double (c[[0 : : 2, 2]], d[[0 : : 2, 2]]) == wsec);
  }
  return 0;
}
