/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original" } */
/* (GCC's vectoriser off: its notes are not this test's.)  */
/* A body whose loop carries a floating-point variable from one element
   to the next runs at that chain's pace: no row is prefetched, and a
   note says why.  */

double
f (Procs2 p, int n)
{
  double sum = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y][n];
    over (i3 = x | 1 : n - 2)
      over (i2 = y | 1 : n - 2) /* { dg-message "missed: rows not touched ahead: the inner loop carries 'sum' from one element to the next, which paces it" } */
	for (int i1 = 0; i1 < n; i1++)
	  sum += u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1] - 2 * u[i3][i2][i1];
  }
  return sum;
}
/* { dg-final { scan-hpc-dump-not "__hpc_prefetch_row \\(\\(const void" "original" } } */
