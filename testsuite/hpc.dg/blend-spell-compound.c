/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* An SOR update accumulating its residual in a temporary with += and
   -=, then u[i][j] += w * r, is blended (blend.cc): r's value and the
   element's first value (CUR) substituted.  */

void
f (Procs2 p, int N, int parity, float w)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) {
	float r = u[i - 1][j] + u[i + 1][j];
	r += u[i][j - 1] + u[i][j + 1];
	r -= 4.0f * u[i][j];
	u[i][j] += w * r;
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_j0 = __hpc_j0 \\+ \[0-9\]+;" 1 "original" } } */
/* { dg-final { scan-hpc-dump "VEC_PERM_EXPR < __hpc_cur \\+ " "original" } } */
/* { dg-final { scan-hpc-dump "\\* . 4.0e\\+0, 4.0e\\+0, " "original" } } */
