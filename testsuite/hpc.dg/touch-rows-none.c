/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* No touches where there is no stencil to feed: an array read at one
   row only (it streams well by itself), an inner loop down a column (the
   inner index not on the last, contiguous dimension), a one-dimensional
   over, a subscript the touch could not evaluate before the loop (a
   variable of the body), and ordinary arrays.  */
void
f (Procs2 p, int n, double (*plain)[64])
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double a[x][y], b[x][y];
    distributed double c[x];
    over (i = x | :)
      over (j = y | :)
	a[i][j] += 1.0;
    over (j = y | :)
      over (i = x | 1 : n - 2)
	b[i][j] = a[i + 1][j] + a[i - 1][j];
    over (i = x | 1 : n - 2)
      c[i] = c[i - 1] + c[i + 1];
    over (i = x | 1 : n - 2)
      over (j = y | :)
	{
	  int s = hpc_idx (x, i) % 2;
	  b[i][j] = a[i + s][j] + a[i - 1][j];
	}
    over (i = x | 1 : n - 2)
      over (j = y | 1 : 62)
	a[i][j] = plain[hpc_idx (x, i) + 1][hpc_idx (y, j)]
		  + plain[hpc_idx (x, i) - 1][hpc_idx (y, j)];
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void" "original" } } */
