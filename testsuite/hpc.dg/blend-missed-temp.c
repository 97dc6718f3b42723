/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A temporary in double in a float stride-2 loop multiplied by 0.3,
   which no float holds: the product stays in double, as
   u[i][j] = 0.3 * (...)  does in one statement (blend-missed-double.c),
   since rounding it to float could change its bits; the vectors of
   floats cannot reproduce it, so blend.cc keeps the loop plain and says
   why.  */

void
f (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2) { /* { dg-message "missed: stride-2 loop not blended: arithmetic in another type than the elements'" } */
	double nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];
	u[i][j] = 0.3 * nb;
      }
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_j0" "original" } } */
