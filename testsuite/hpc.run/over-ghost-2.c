/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* The use of hpc_expand: a coefficient array and a flux computed on the
   ghost layer of a 2-D grid too, each process redundantly, instead of
   exchanging them, then read by a stencil; bitwise the sequential
   computation.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 19, M = 14 };

static double
init (long g, long h)
{
  return (double) ((g * 7 + h * 3) % 11) / 4.0 + 0.5 * g;
}

/* Contraction off: the sequential and the distributed loops round the
   same.  */
#define EXACT __attribute__ ((optimize ("fp-contract=off")))

static EXACT void
sequential (double (*out)[M])
{
  static double u[N][M], c[N][M], f[N][M];
  for (long g = 0; g < N; g++)
    for (long h = 0; h < M; h++)
      u[g][h] = init (g, h);
  for (long g = 0; g < N; g++)
    for (long h = 0; h < M; h++)
      {
        c[g][h] = u[g][h] * u[g][h] + 1.0;
        f[g][h] = (g > 0 && g < N - 1) ? u[g + 1][h] - u[g - 1][h] : 0.0;
      }
  for (long g = 1; g < N - 1; g++)
    for (long h = 1; h < M - 1; h++)
      out[g][h] = c[g - 1][h] + c[g + 1][h] + c[g][h - 1] + c[g][h + 1]
                  - 4.0 * c[g][h] + (f[g + 1][h] - f[g - 1][h]);
}

static EXACT long
distributed_version (Range x, Range y, double (*want)[M])
{
  distributed double u[x][y], c[x][y], f[x][y], v[x][y];
  over (i = x)
    over (j = y)
      u[i][j] = init (hpc_idx (x, i), hpc_idx (y, j));
  hpc_write_halo (u);
  /* One exchange: c and f are computed on the ghost layer as well.  */
  over (i = hpc_expand (x, 1))
    over (j = hpc_expand (y, 1))
      c[i][j] = u[i][j] * u[i][j] + 1.0;
  over (i = hpc_expand (x, 1) | 1 : N - 2)
    over (j = y)
      f[i][j] = u[i + 1][j] - u[i - 1][j];
  over (i = x | 1 : N - 2)
    over (j = y | 1 : M - 2)
      v[i][j] = c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]
                - 4.0 * c[i][j] + (f[i + 1][j] - f[i - 1][j]);
  long bad = 0;
  over (i = x | 1 : N - 2)
    over (j = y | 1 : M - 2)
      bad += v[i][j] != want[hpc_idx (x, i)][hpc_idx (y, j)];
  return bad;
}

int
main (void)
{
  static double want[N][M];
  sequential (want);
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long bad = 0;
  on (p) {
    Range x = hpc_block_range_ghost (N, hpc_dim (p, 0), 2, 2);
    Range y = hpc_block_range (M, hpc_dim (p, 1), 1);
    bad = distributed_version (x, y, want);
  }
  if (bad)
    fprintf (stderr, "process %d: %ld elements differ\n", hpc_rank (), bad);
  return bad != 0;
}
