/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* The collectives from extended C: distributed arrays, sections as
   hpc_remap arguments (as in the Cholesky figure), and the generic
   reductions picking the typed call from the array's element type.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

enum { N = 7 };

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    {
      Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
      Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
      distributed float u[x][y];
      distributed float v[N][x];
      distributed int w[y];
      distributed float b[N];
      over (i = x | :)
        over (j = y | :)
          u[i][j] = hpc_idx (x, i) * 10 + hpc_idx (y, j);
      over (j = y | :)
        w[j] = hpc_idx (y, j) + 1;
      hpc_remap (v, u);
      for (int k = 0; k < N; k++)
        over (i = x | :)
          CHECK (v[k][i] == k * 10 + hpc_idx (x, i));
      for (int k = 0; k < N - 1; k++)
        {
          hpc_remap (hpc_sec (b, hpc_triplet (k + 1, HPC_END, 1)),
                     hpc_sec (u, hpc_triplet (k + 1, HPC_END, 1),
                              hpc_scalar (k)));
          for (int i = k + 1; i < N; i++)
            CHECK (b[i] == i * 10 + k);
        }
      CHECK (hpc_sum (u) == 10 * N * (N - 1) / 2 * N + N * (N - 1) / 2 * N);
      CHECK (hpc_max (v) == 66 && hpc_min (w) == 1);
      CHECK (hpc_sum (w) == N * (N + 1) / 2 && hpc_prod (w) == 5040);
      CHECK (hpc_sum_float (hpc_sec (u, hpc_scalar (2), hpc_all ())) == 20 * N + N * (N - 1) / 2);
    }
  if (hpc_rank () == 0)
    printf ("remap-lang-1: done\n");
  return 0;
}
