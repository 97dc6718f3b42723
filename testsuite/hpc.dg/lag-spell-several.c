/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Several assignments to the element in each nest, each reading the
   one before: one pass (lag.cc).  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | :) {
	out[i][j] = 0.5 * in[i - 1][j];
	out[i][j] += 0.25 * in[i + 1][j];
	out[i][j] *= c;
      }
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2) {
	in[i][j] *= 0.5;
	in[i][j] += out[i][j];
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, 1, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
