/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fopt-info-loop-missed -fno-tree-loop-vectorize" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* Temporaries of another type than the elements' are blended where the
   value stored, the temporaries substituted, folds to arithmetic in the
   element type, as the same value written in one statement does
   (blend.cc): the sum of four floats held in a double and multiplied by
   0.25, exact in float, folds to a float multiply; held in a float and
   multiplied by the double 0.25 likewise; in two double temporaries
   added in double it stays double, as  0.25 * ((double) a + (double) b)
   does, and the loop is declined.  */

void
f (Procs2 p, int N, int parity)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) {
	double nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
	u[i][j] = 0.25 * nb;
      }
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) {
	float nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
	u[i][j] = 0.25 * nb;
      }
    over (i = x | 1 : N - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2) { /* { dg-message "missed: stride-2 loop not blended: arithmetic in another type than the elements'" } */
	double a = u[i - 1][j] + u[i + 1][j];
	double b = u[i][j - 1] + u[i][j + 1];
	u[i][j] = 0.25 * (a + b);
      }
  }
}
/* Two loops blended, the double temporary's product in float.  */
/* { dg-final { scan-hpc-dump-times "__hpc_j0 = __hpc_j0 \\+ \[0-9\]+;" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "VEC_PERM_EXPR < \\(\\(\\(MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&u\\\[i \\+ -1\\\]" 2 "original" } } */
