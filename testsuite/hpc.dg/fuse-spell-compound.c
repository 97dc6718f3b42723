/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* SOR written as a compound assignment of a residual held in a
   temporary is fused (fuse.cc): u[i][j] += ... reads u[i][j] too.  */

void
sor (distributed double u[Range x][Range y], int n, double omega)
{
  for (int parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2) {
	double r;
	r = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) - u[i][j];
	u[i][j] += omega * r;
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
