/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* The two colour sweeps written out as two nests, each after its
   exchange, with no colour loop, are fused (fuse.cc) as the loop is:
   once with widths, once with hpc_write_halo (u) (the array's ghost
   widths, which __hpc_rows_begin checks at run time).  */

void
relax (distributed double u[Range x][Range y], int n)
{
  int w[] = { 1, 1 };
  hpc_write_halo (u, w);
  over (i = x | 1 : n - 2)
    over (j = y | 1 + hpc_idx (x, i) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  hpc_write_halo (u, w);
  over (i = x | 1 : n - 2)
    over (j = y | 1 + (hpc_idx (x, i) + 1) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}

void
relax2 (distributed double u[Range x][Range y], int n, int niter)
{
  for (int iter = 0; iter < niter; iter++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 2 - hpc_idx (x, i) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + hpc_idx (x, i) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\\(const void \\*\\) &u, 0B, \[^;\]*y, 0B\\);" 1 "original" } } */
