/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Distributed parameters: the callee binds the array, its ranges and its
   sequential extents; callers pass the array by name; a prototype without
   a body comes first.  */
#include <stdlib.h>

static double total (distributed double a[Range x][int n]);

static void
fill (distributed double u[Range r][Range c], double scale)
{
  over (i = r | :)
    over (j = c | :)
      u[i][j] = scale * (100 * hpc_idx (r, i) + hpc_idx (c, j));
}

/* Sum of column k over this process's rows, plus the ranges' sizes.  */
static double
total (distributed double a[Range x][int n])
{
  double s = 0;
  over (i = x | :)
    for (int k = 0; k < n; k++)
      s += a[i][k];
  return s + 0 * hpc_size (hpc_rng (a, 0));
}

int
main (void)
{
  enum { N = 13, M = 7 };
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  double got = 0, want = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_cyclic_range (M, hpc_dim (p, 1));
    distributed double u[x][y];
    distributed double v[x][M];
    fill (u, 2.0);
    over (i = x | :)
      for (int k = 0; k < M; k++)
        at (l = y[k])
          v[i][k] = u[i][l];
    got = total (v);
    MPI_Allreduce (MPI_IN_PLACE, &got, 1, MPI_DOUBLE, MPI_SUM, hpc_comm (p));
  }
  for (int g = 0; g < N; g++)
    for (int h = 0; h < M; h++)
      want += 2.0 * (100 * g + h);
  return got != want;
}
