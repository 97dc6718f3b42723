/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* A section that keeps two dimensions moves a 2-D block, like the array
   named whole (layout-keep-3): the arrays it names stay row-major.  A
   section keeping one dimension, a column, leaves the choice alone.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double rows[x][n], full[n][x], part[n][x], col[n][x];
    distributed double b[n];
    hpc_remap (full[[:, :]], rows);
    hpc_remap (rows, part[[1 :, :]]);
    hpc_remap (b[[1 :]], col[[1 :, 0]]);
    double s = 0;
    over (j = x | :)
      for (int i = 0; i < n; i++)
	s += full[i][j] + part[i][j] + col[i][j];
  }
}
/* Only COL is stored with its dimension 0 innermost.  */
/* { dg-final { scan-hpc-dump-not "__hpc_array_alloc_inner_v \\(8, &\"(full|part|rows)\"" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_array_alloc_inner_v \\(8, &\"col\"" "original" } } */
