/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A nest writing IN, then one reading it a row either side into OUT:
   the second follows the first a row behind, as an update follows a
   sweep (lag.cc: the first's array is the one OUT, the second's the
   one updated).  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | :)
      over (j = y | :)
	in[i][j] = c * in[i][j] + 1.0;
    over (i = x | 1 : n - 2)
      over (j = y | :)
	out[i][j] = in[i - 1][j] + in[i + 1][j];
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&out, \[^;\]*&in, \[^;\]*x, 1, 1, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
