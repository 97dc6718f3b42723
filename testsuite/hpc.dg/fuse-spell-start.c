/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Colour starts spelt in other ways, each taking the two colours
   on alternate rows, are fused (fuse.cc).  */

void
relax1 (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 2 - (hpc_idx (x, i) + p) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}

void
relax2 (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + ((hpc_idx (x, i) + 1) % 2 + p) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}

void
relax3 (distributed double u[Range x][Range y], int n)
{
  for (int p = 0; p < 2; p++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + ((hpc_idx (x, i) ^ p) & 1) : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 3 "original" } } */
