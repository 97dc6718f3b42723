/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A colour start written with & 1 instead of % 2 is fused
   (fuse.cc).  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + ((hpc_idx (x, i) + parity) & 1) : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
