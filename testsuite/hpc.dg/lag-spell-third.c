/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-noalias" } */
/* (no-noalias: each nest once, without apart.cc's copy for distinct
   parameters, so that the counts below are the fusion's alone.)  */
/* An update reading a third local array off its row, which neither
   nest writes and which cannot be IN or OUT (a local array owns its
   block): one pass (lag.cc), the reach the sweep's.  Where the third
   array and OUT are parameters, which may be one array, the update
   follows as far behind as it reads the third array (reach 2).  */

void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y], v[x][y];
    over (i = x | 1 : n - 2)
      over (j = y | :)
	out[i][j] = in[i - 1][j] + in[i + 1][j];
    over (i = x | 1 : n - 2)
      over (j = y | :)
	in[i][j] += v[i + 2][j] - v[i - 2][j];
  }
}

void
g (distributed double out[Range x][Range y],
   distributed double v[Range xv][Range yv], int n)
{
  distributed double in[x][y];
  over (i = x | 1 : n - 2)
    over (j = y | :)
      out[i][j] = in[i - 1][j];
  over (i = x | 2 : n - 3)
    over (j = y | :)
      in[i][j] += v[i + 2][j];
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*out, \[^;\]*x, 2, 2, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, 1, " 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 2 "original" } } */
