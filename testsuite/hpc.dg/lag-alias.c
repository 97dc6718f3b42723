/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-noalias" } */
/* (no-noalias: each nest once, without apart.cc's copy for distinct
   parameters, so that the counts below are the fusion's alone.)  */
/* An update reading a third array off its row, where it and the array
   updated are parameters, which the caller may bind to one array: the
   update would then read rows already updated, so the one pass runs
   only where the two addresses differ (hpc.run/lag-alias.c runs both).  */

void
f (distributed double out[Range x][Range y],
   distributed double in[Range xi][Range yi],
   distributed double v[Range xv][Range yv], int n)
{
  over (i = x | 1 : n - 2)
    over (j = y | :)
      out[i][j] = in[i - 1][j] + in[i + 1][j];
  over (i = x | 1 : n - 2)
    over (j = y | :)
      in[i][j] += v[i + 1][j];
}
/* { dg-final { scan-hpc-dump-times "\\(void \\*\\) &in != \\(void \\*\\) &v \\? __hpc_rows_begin \\(\[^;\]*&in, \[^;\]*&out, \[^;\]*x, 1, " 1 "original" } } */
