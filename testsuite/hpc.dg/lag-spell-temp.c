/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A sweep and an update whose bodies declare temporaries are one pass
   (lag.cc), the update one row behind the sweep (a row's copy, its
   temporary with it).  */

void
f (Procs2 p, int n, double c)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    hpc_write_halo (in);
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2) {
	double s = in[i - 1][j] + in[i + 1][j];
	double d = in[i][j + 1] - in[i][j - 1];
	out[i][j] = 0.25 * s + 0.125 * d;
      }
    over (i = x | :)
      over (j = y | :) {
	double t = in[i][j] * c;
	in[i][j] = t + out[i][j];
      }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump "in\\\[i \\+ -1\\\]\\\[j\\\] = out\\\[i \\+ -1\\\]\\\[j\\\] \\+ t;" "original" } } */
