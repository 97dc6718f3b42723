/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Stencil nests touch the row each array's inner loop reads first (its
   largest shift around the outer index), once per array and row: HPJava's
   Figure 2 touches u[i + 1] and not u[i] or u[i - 1]; the PRK stencil
   touches in[i + 2] and the row of out it updates.  */
#include "touch-rows-fig2.h"

void
star (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (k = x | 2 : N - 3)
      over (m = y | 2 : N - 3)
	out[k][m] += in[k][m + 1] - in[k][m - 1] + in[k + 1][m]
		     - in[k - 1][m] + in[k + 2][m] - in[k - 2][m];
  }
}
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &u\\\[i \\+ 1\\\]\\\[__hpc_f\\\], __hpc_n, 8\\)" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void \\*\\) &u\\\[i( - 1)?\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &in\\\[k \\+ 2\\\]\\\[__hpc_f\\\], __hpc_n, 8\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &out\\\[k\\\]\\\[__hpc_f\\\], __hpc_n, 8\\)" "original" } } */
/* { dg-final { scan-hpc-dump-not "&in\\\[k( \[-+\] 1| - 2)?\\\]\\\[__hpc_f" "original" } } */
