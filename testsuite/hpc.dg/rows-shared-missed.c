/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-vectorize -fopt-info-loop-missed -fdump-tree-original -fplugin-arg-hpc-no-noalias" } */
/* Where apart.cc makes no copy of the nests for distinct arrays (here
   the stage is off; it makes none either where the nests cannot be
   copied, with a note of its own), two parameters may be one array: a
   pair of nests that would read one of them on rows the other writes
   is not run as one pass, and a note says why (fuse.cc).  So is a
   stride-2 loop through both not blended (blend.cc).  No address test
   of their own: hpc.run/lag-alias.c runs the nests on one array and on
   three.  */

/* An update reading a third array V off its row.  */
void
update (distributed double out[Range x][Range y],
	distributed double in[Range xi][Range yi],
	distributed double v[Range xv][Range yv], int n)
{
  over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: 'v', which the update reads, and 'in', which the update writes, may be one array" } */
    over (j = y | :)
      out[i][j] = in[i - 1][j] + in[i + 1][j];
  over (i = x | 1 : n - 2)
    over (j = y | :)
      in[i][j] += v[i + 1][j];
}

/* A sweep reading a third array the second nest writes.  */
void
sweep (distributed double out[Range x][Range y],
       distributed double in[Range xi][Range yi],
       distributed double v[Range xv][Range yv], int n)
{
  over (i = x | 1 : n - 2) /* { dg-message "missed: sweep and update not fused: 'v', which the sweep reads, and 'in', which the update writes, may be one array" } */
    over (j = y | :)
      out[i][j] = in[i - 1][j] + v[i + 1][j];
  over (i = x | :)
    over (j = y | :)
      in[i][j] += 1.0;
}

/* The smoother of a multigrid code.  */
void
smooth (distributed float u[Range x][Range y],
	distributed float rhs[Range fx][Range fy], int n, float h2)
{
  for (int c = 0; c < 2; c++) { /* { dg-message "missed: red-black loop not fused: 'rhs', which the sweep reads, and 'u', which the sweep writes, may be one array" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2) /* { dg-message "missed: stride-2 loop not blended: two distributed parameters, which may be one array" } */
	u[i][j] = 0.25f * (h2 * rhs[i][j] + u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_rows_begin" "original" } } */
/* { dg-final { scan-hpc-dump-not " != \\(void \\*\\)" "original" } } */
