/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Three assignments to u[i][j], each reading the one before, are
   blended (blend.cc): the last value, the earlier ones substituted.  */

void
f (Procs2 p, int N, int parity, float w)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) {
	u[i][j] = 0.5f * (u[i][j - 1] + u[i][j + 1]);
	u[i][j] -= 0.25f * u[i - 1][j];
	u[i][j] *= w;
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_j0 = __hpc_j0 \\+ \[0-9\]+;" 1 "original" } } */
/* { dg-final { scan-hpc-dump "VEC_PERM_EXPR < \\(\\( VEC_PERM_EXPR < __hpc_prev , __hpc_cur , \[^;\]*\\) \\* .w, w, w, w. , __hpc_cur , " "original" } } */
