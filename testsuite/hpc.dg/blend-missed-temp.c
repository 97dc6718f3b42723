/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A temporary in double in a float stride-2 loop (Figure 2's update
   spelled with  double nb = ...;): arithmetic in double, which the
   vectors of floats cannot reproduce bit for bit, so blend.cc keeps it
   plain and says why.  */

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
	u[i][j] = 0.25 * nb;
      }
  }
}
