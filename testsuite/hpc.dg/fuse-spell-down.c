/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A colour loop counting down, 1 then 0, is fused (fuse.cc): the
   first pass runs colour 1, the second colour 0.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int parity = 1; parity >= 0; parity--) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump "parity = -1;" "original" } } */
