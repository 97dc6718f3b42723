/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* An update written in several assignments to u[i][j], each
   reading the point and its neighbours, is fused (fuse.cc).  */

void
relax (distributed double u[Range x][Range y], int n, double h)
{
  for (int parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2) {
	u[i][j] = u[i - 1][j] + u[i + 1][j];
	u[i][j] += u[i][j - 1] + u[i][j + 1];
	u[i][j] *= 0.25;
	u[i][j] = u[i][j] - h;
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
