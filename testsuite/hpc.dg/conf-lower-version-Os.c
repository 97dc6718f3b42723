/* { dg-do compile } */
/* { dg-options "-Os -fdump-tree-original" } */
/* Optimised for size, the rows of a nest whose inner over is set up
   once a thread are compiled once (plugin/version.cc copies them only
   where speed is asked for).  */
void
plain (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | :)
	a[i][j] += 1;
  }
}
/* { dg-final { scan-hpc-dump "__hpc_hoist_group = __hpc_over_setup" "original" } } */
/* { dg-final { scan-hpc-dump-not "if \\(__hpc_hoist_one_run\\)" "original" } } */
