/* { dg-do compile } */
/* { dg-options "-O2 -mavx2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original" } */
/* (GCC's vectoriser off: its notes are not this test's; AVX2: vectors
   of 4 doubles.)  */
/* A temporary in double in a float stride-2 loop multiplied by 0.3,
   which no float holds: the product stays in double, as
   u[i][j] = 0.3 * (...)  does in one statement (blend-missed-double.c),
   since rounding it to float could change its bits; the vectors of
   floats cannot reproduce it, so blend.cc keeps the loop plain and says
   why.  Likewise a float temporary in a double loop: its rounding to
   float is the loop's, and stays.  */

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
void
g (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed double v[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 : N - 2 : 2) { /* { dg-message "missed: stride-2 loop not blended: arithmetic in another type than the elements'" } */
	float t = v[i][j - 1] + v[i][j + 1];
	v[i][j] = 0.5 * t;
      }
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_j0" "original" } } */
