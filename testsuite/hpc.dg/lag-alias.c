/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original -fplugin-arg-hpc-dump=fuse" } */
/* An update reading a third array off its row, where it and the array
   updated are parameters, which the caller may bind to one array: the
   update would then read rows already updated.  apart.cc copies the
   nests for distinct arrays, and in that copy they are one pass, begun
   without an address test of its own; the nests as written, run where
   the arrays may be one, stay two, without a note saying so
   (hpc.run/lag-alias.c runs both).  Of subscripts.cc's two versions,
   only the one for aligned ranges is fused.  */

void
f (distributed double out[Range x][Range y],
   distributed double in[Range xi][Range yi],
   distributed double v[Range xv][Range yv], int n)
{
  over (i = x | 1 : n - 2) /* { dg-bogus "may be one array" } */
    over (j = y | :)
      out[i][j] = in[i - 1][j] + in[i + 1][j];
  over (i = x | 1 : n - 2)
    over (j = y | :)
      in[i][j] += v[i + 1][j];
}
/* { dg-final { scan-hpc-stage-dump fuse "&out != \\(void \\*\\) &v\\)\[^?\]*__hpc_rows = __hpc_rows_begin \\(\\(const void \\*\\) &in, \\(const void \\*\\) &out, \[^;\]*x, 1, " } } */
/* { dg-final { scan-hpc-stage-dump-not fuse "\\? __hpc_rows_begin" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
