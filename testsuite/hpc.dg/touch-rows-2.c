/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Three dimensions: the innermost over of k reads v at rows j - 1 and
   j + 1 of the over of j around it, so v[i][j + 1] is touched; the row
   index i, an outer over's, is evaluated before the loop.  w, read at
   one row only, is touched too (its row is new for each j).  */
void
f (Procs3 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    Range z = hpc_block_range (n, hpc_dim (p, 2), 1);
    distributed double v[x][y][z], w[x][y][z];
    over (i = x | :)
      over (j = y | 1 : n - 2)
	over (k = z | :)
	  w[i][j][k] = v[i][j + 1][k] + v[i][j - 1][k];
  }
}
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &v\\\[i\\\]\\\[j \\+ 1\\\]\\\[__hpc_f\\\], __hpc_n, 8\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_touch_row \\(\\(const void \\*\\) &w\\\[i\\\]\\\[j\\\]\\\[__hpc_f\\\]" "original" } } */
/* { dg-final { scan-hpc-dump-not "&v\\\[i\\\]\\\[j( - 1)?\\\]\\\[__hpc_f" "original" } } */
