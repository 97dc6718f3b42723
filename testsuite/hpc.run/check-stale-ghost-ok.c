/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Check mode reports no stale ghost where the program exchanges them
   after every update (Jacobi), where one over both writes and reads
   (red-black colours, each after its own exchange), or where ghosts are
   read before the owner's write (a sweep into another array, then the
   update): the result is the sequential one.  */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 12

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  double s = 0, r = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y], w[x][y];
    over (i = x | :) over (j = y | :)
      u[i][j] = w[i][j] = hpc_idx (x, i) + 2 * hpc_idx (y, j);
    for (int it = 0; it < 3; it++)
      {
        hpc_write_halo (u);
        over (i = x | 1 : N - 2) over (j = y | 1 : N - 2)
          v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
                            + u[i][j + 1]);
        over (i = x | 1 : N - 2) over (j = y | 1 : N - 2)
          u[i][j] = v[i][j];
      }
    for (int it = 0; it < 2; it++)
      for (int parity = 0; parity < 2; parity++)
        {
          hpc_write_halo (w);
          over (i = x | 1 : N - 2)
            over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
              w[i][j] = 0.25 * (w[i - 1][j] + w[i + 1][j] + w[i][j - 1]
                                + w[i][j + 1]);
        }
    s = hpc_sum (u);
    r = hpc_sum (w);
  }
  /* The same on one process, in plain C.  */
  static double a[N][N], b[N][N], c[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = c[i][j] = i + 2 * j;
  for (int it = 0; it < 3; it++)
    {
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1]
                            + a[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
          a[i][j] = b[i][j];
    }
  for (int it = 0; it < 2; it++)
    for (int parity = 0; parity < 2; parity++)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1 + (i + parity) % 2; j < N - 1; j += 2)
          c[i][j] = 0.25 * (c[i - 1][j] + c[i + 1][j] + c[i][j - 1]
                            + c[i][j + 1]);
  double s1 = 0, r1 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s1 += a[i][j], r1 += c[i][j];
  if (fabs (s - s1) > 1e-9 * fabs (s1) || fabs (r - r1) > 1e-9 * fabs (r1))
    {
      printf ("%g %g, expected %g %g\n", s, r, s1, r1);
      abort ();
    }
  return 0;
}
