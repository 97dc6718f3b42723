/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fdump-tree-original" } */
/* The PRK stencil through file-scope handles, its ranges parameters:
   the maps of the views onto x and y are set once at the views' block,
   so the two nests make one choice between the mapped code and the copy
   with plain subscripts, and in that copy the sweep and the update are
   one pass (lag.cc) with rows touched ahead (touch.cc) and the inner
   overs' set-up hoisted out of the row loops (hoist.cc; in both copies),
   as for block-scope arrays over x and y (handle-opt-lag-2.c).  The
   pair is compiled twice more: as a copy with in and out apart, run
   where they name distinct arrays (apart.cc), and as written.  */

distributed double in[Range][Range], out[Range][Range];

void
sweep (int n, int steps, Range x, Range y)
{
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

/* One choice for the pair: every map set once, in one block.  */
/* { dg-final { scan-hpc-dump-times "__hpc_align_mul \\(" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_touch_row \\(" 17 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_group = " 8 "original" } } */
