/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A sweep accumulating into a temporary with += and -=, then
   out[i][j] -= ..., and an update in[i][j] *= c: one pass (lag.cc),
   the update two rows behind the sweep.  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    hpc_write_halo (in);
    over (i = x | 2 : n - 3)
      over (j = y | :) {
	double s = 0.0;
	s += in[i - 2][j];
	s -= in[i + 1][j];
	out[i][j] -= 0.5 * s;
      }
    over (i = x | :)
      over (j = y | :)
	in[i][j] *= c;
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 2, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
