/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* An array remapped or copied whole stays row-major even when its loops
   walk a sequential dimension: from a row-major array the remap would
   be a transpose in memory.  A section of it is fine (layout-inner-1).  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double rows[x][n], cols[n][x], more[n][x];
    hpc_remap (cols, rows);
    hpc_copy (more, cols);
    double s = 0;
    over (j = x | :)
      for (int i = 0; i < n; i++)
	s += cols[i][j] + more[i][j];
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_array_alloc_inner_v" "original" } } */
