/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Split-phase hpc_write_halo overlapping computation: periodic 2-D
   Jacobi sweeps where the points that need no ghost are computed between
   hpc_write_halo_begin and hpc_write_halo_end, the rest after; the result
   must be bitwise equal to the same sweeps run sequentially.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 9, N1 = 7, NITER = 4 };

static double
initial (long i, long j)
{
  return (double) ((i * 5 + j * 3) % 7) + (i == 2 ? 0.5 : 0.0);
}

static double
stencil (double c, double n, double s, double w, double e)
{
  return 0.5 * c + 0.125 * (n + s + w + e);
}

static void
sequential (double (*s)[N1])
{
  static double t[N0][N1];
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      s[i][j] = initial (i, j);
  for (int it = 0; it < NITER; it++)
    {
      for (int i = 0; i < N0; i++)
        for (int j = 0; j < N1; j++)
          t[i][j] = stencil (s[i][j], s[(i + N0 - 1) % N0][j],
                             s[(i + 1) % N0][j], s[i][(j + N1 - 1) % N1],
                             s[i][(j + 1) % N1]);
      for (int i = 0; i < N0; i++)
        for (int j = 0; j < N1; j++)
          s[i][j] = t[i][j];
    }
}

int
main (void)
{
  static double s[N0][N1];
  sequential (s);
  long wrong = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N1, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    distributed double v[x][y];
    int modes[] = { HPC_HALO_PERIODIC, HPC_HALO_PERIODIC };
    over (i = x | :)
      over (j = y | :)
        u[i][j] = initial (hpc_idx (x, i), hpc_idx (y, j));
    for (int it = 0; it < NITER; it++)
      {
        hpc_write_halo_begin_mode (u, 0, modes, 0, 0);
        /* Owned cells only: the centre term of every point.  */
        over (i = x | :)
          over (j = y | :)
            v[i][j] = 0.5 * u[i][j];
        hpc_write_halo_end (u);
        over (i = x | :)
          over (j = y | :)
            v[i][j] = v[i][j] + 0.125 * (u[i - 1][j] + u[i + 1][j]
                                         + u[i][j - 1] + u[i][j + 1]);
        over (i = x | :)
          over (j = y | :)
            u[i][j] = v[i][j];
      }
    over (i = x | :)
      over (j = y | :)
        if (u[i][j] != s[hpc_idx (x, i)][hpc_idx (y, j)])
          wrong++;
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
  return 0;
}
