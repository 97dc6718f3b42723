/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A stencil whose inner loop carries a floating-point variable from one
   element to the next (Jacobi's largest change, a sum of residuals) runs
   at the pace of that chain: its rows are not touched, and a note says
   why.  A variable declared inside the body, assigned from itself there,
   carries nothing: that stencil is touched.  */

double
f (Procs2 p, int n)
{
  double change = 0, sum = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y], t[x][y], w[x][y];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2) /* { dg-message "missed: rows not touched ahead: the inner loop carries 'change' from one element to the next, which paces it" } */
	{
	  v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			    + u[i][j + 1]);
	  double d = __builtin_fabs (v[i][j] - u[i][j]);
	  change = change < d ? d : change;
	}
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2) /* { dg-message "missed: rows not touched ahead: the inner loop carries 'sum' from one element to the next, which paces it" } */
	sum += u[i - 1][j] + u[i + 1][j] - 2 * u[i][j];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	{
	  double s = t[i - 1][j];
	  s = s + t[i + 1][j];
	  w[i][j] = s;
	}
  }
  return change + sum;
}
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &t\\\[i \\+ 1\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &w\\\[i\\\]" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void \\*\\) &\[uv\]\\\[" "original" } } */
