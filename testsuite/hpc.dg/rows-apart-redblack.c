/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original -fplugin-arg-hpc-dump=fuse" } */
/* A red-black loop over two parameters, which the caller may bind to
   one array: apart.cc copies it for distinct arrays, and in that copy
   the two sweeps are one pass over the rows (fuse.cc), with no address
   test of the rows transformation's own (the copy runs only where U
   and RHS differ), their stride-2 loops blended.  The loop as written,
   run where they may be one array, is left as it is, without a note
   saying so.  Of subscripts.cc's two versions, only the one for
   aligned ranges is fused.  */
void
smooth (distributed float u[Range x][Range y],
	distributed float rhs[Range fx][Range fy], int n, float h2)
{
  for (int c = 0; c < 2; c++) { /* { dg-bogus "may be one array" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2) /* { dg-bogus "may be one array" } */
	u[i][j] = 0.25f * (h2 * rhs[i][j] + u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
  }
}
/* The pass inside the copy, begun without a test of its own.  */
/* { dg-final { scan-hpc-stage-dump fuse "if \\(\\(void \\*\\) &u != \\(void \\*\\) &rhs\\)\[^?\]*__hpc_rows = __hpc_rows_begin \\(\\(const void \\*\\) &u, 0B" } } */
/* { dg-final { scan-hpc-stage-dump-not fuse "\\? __hpc_rows_begin" } } */
/* { dg-final { scan-hpc-dump-times "if \\(\\(void \\*\\) &u != \\(void \\*\\) &rhs\\)" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times " != \\(void \\*\\)" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
/* Blended in the copy: the sweeps' three loops of the pass (the first
   sweep's rows, the second's rows behind them, the second's rows left)
   and the loop as written, where __hpc_rows_begin declines at run
   time.  */
/* { dg-final { scan-hpc-dump-times "__hpc_prev = __hpc_cur;" 4 "original" } } */
