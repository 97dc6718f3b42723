/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-hpc-fail "libhpc: check: \[^ \]*check-stale-ghost-2.c:29: 'u' reads ghost cell \[0-9\]+ of dimension \[01\], which its owner \\(process \[0-3\]\\) wrote after the last exchange of 'u'" } */
/* Check mode: HPJava's Figure 2 with one exchange per iteration instead
   of one per colour: the second colour reads ghosts of the first colour's
   new values, which the owners wrote after the exchange.  */
#include <stdio.h>

#define N 10

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  float s = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | :) over (j = y | :) u[i][j] = hpc_idx (x, i) + hpc_idx (y, j);
    for (int iter = 0; iter < 2; iter++)
      {
        hpc_write_halo (u);
        for (int parity = 0; parity < 2; parity++)
          over (i = x | 1 : N - 2)
            over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
              u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
                                + u[i][j - 1] + u[i][j + 1]);
      }
    s = hpc_sum (u);
  }
  printf ("%g\n", s);
  return 0;
}
