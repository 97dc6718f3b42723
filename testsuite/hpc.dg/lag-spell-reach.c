/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* An update reading the sweep's result two rows either side: the sweep
   has written those rows when the update follows two rows behind, so
   the reach is widened from the sweep's one row to two (lag.cc).  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | :)
	out[i][j] = in[i - 1][j] - in[i + 1][j];
    over (i = x | 2 : n - 3)
      over (j = y | :)
	in[i][j] = 0.125 * (out[i - 2][j] + out[i + 2][j]) + 0.5 * in[i][j];
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 2, 2, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
