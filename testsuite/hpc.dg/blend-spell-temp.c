/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Figure 2's update with its sum in a temporary is blended (blend.cc):
   the value stored, the temporary substituted, on vectors.  */

void
f (Procs2 p, int N, int parity, float w)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) {
	float nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
	u[i][j] = 0.25f * nb;
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_j0 = __hpc_j0 \\+ \[0-9\]+;" 1 "original" } } */
/* { dg-final { scan-hpc-dump "MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&u\\\[i\\\]\\\[NON_LVALUE_EXPR <__hpc_j0>\\\]\\\] =  VEC_PERM_EXPR < \\(\\(\\(MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&u\\\[i \\+ -1\\\]" "original" } } */
