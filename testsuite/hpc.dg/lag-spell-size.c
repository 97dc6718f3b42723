/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A sweep and an update whose bounds call hpc_size, a const function of
   the range: one pass (lag.cc), as with the bounds held in a
   variable.  */

void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double in[x][y], out[x][y];
    hpc_write_halo (in);
    over (i = x | 1 : hpc_size (x) - 2)
      over (j = y | 1 : hpc_size (y) - 2)
	out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1]
			    + in[i][j + 1]);
    over (i = x | 1 : hpc_size (x) - 2)
      over (j = y | 1 : hpc_size (y) - 2)
	in[i][j] = out[i][j];
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
