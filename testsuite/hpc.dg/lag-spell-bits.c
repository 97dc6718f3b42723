/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A sweep and an update whose inner bounds use bitwise operations on
   the row (a bound the same wherever evaluated, as + and % are) are one
   pass, the update one row behind the sweep.  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	out[i][j] = in[i - 1][j] + in[i + 1][j];
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) & 1) : (n - 2) | 1)
	in[i][j] += c * out[i][j];
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
