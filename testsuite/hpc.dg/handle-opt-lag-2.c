/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fdump-tree-original" } */
/* handle-opt-lag-1.c's stencil on block-scope arrays: what the handles'
   copy must match (one pass, the same touches).  */

void
sweep (int n, int steps, Range x, Range y)
{
  distributed double in[x][y], out[x][y];
  int widths[] = { 2, 2 };
  for (int s = 0; s < steps; s++)
    {
      hpc_write_halo (in, widths);
      over (i = x | 2 : n - 3)
	over (j = y | 2 : n - 3)
	  out[i][j] += 0.25 * (in[i][j + 1] - in[i][j - 1])
		       + 0.125 * (in[i][j + 2] - in[i][j - 2])
		       + 0.25 * (in[i + 1][j] - in[i - 1][j])
		       + 0.125 * (in[i + 2][j] - in[i - 2][j]);
      over (i = x | :)
	over (j = y | :)
	  in[i][j] += 1.0;
    }
}

/* { dg-final { scan-hpc-dump-times "__hpc_align_mul \\(" 0 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_touch_row \\(" 9 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_group = " 2 "original" } } */
