/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* A stencil nest whose inner over is set up once a thread decides once,
   in that set-up, whether its rows pay touching (plugin/touch.cc), and
   its one-run rows are compiled twice more on that flag:
     if (ONE) { if (TOUCH) ROWS[ONE := 1] else ROWS[ONE := 1, TOUCH := 0] }
     else ROWS
   so the rows of arrays that stay in cache hold no test or call of the
   touch.  A stencil nest whose inner over is not hoisted still tests it
   before each run.  */

void
hoisted_stencil (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 2);
    distributed double in[x][y], out[x][y];
    over (i = x | 2 : n - 3)
      over (j = y | 2 : n - 3)
	out[i][j] += in[i - 2][j] + in[i + 2][j] + in[i][j - 1];
  }
}

/* Something in the outer body besides the inner over: not hoisted.  */
void
unhoisted_stencil (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range v = hpc_block_range (n, hpc_dim (p, 1));
    distributed double u[x][v], w[x][v];
    over (i = x | 1 : n - 2)
      {
	w[i][0] = 0;
	over (j = v | 1 :)
	  w[i][j] = u[i - 1][j] + u[i + 1][j];
      }
  }
}

/* The flag, set once in the hoisted set-up.  */
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_touch = \\(int\\) \[^\\n\]*>= __hpc_touch_min_bytes\\);" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(__hpc_hoist_one_run\\)\[ \\n\]*\{\[ \\n\]*if \\(__hpc_hoist_touch\\)" 1 "original" } } */
/* Three copies of the hoisted nest's touches; the one for TOUCH = 0 under
   a constant false test, which GCC removes.  */
/* { dg-final { scan-hpc-dump-times "__hpc_touch_row \\(\\(const void \\*\\) &in\\\[i \\+ 2\\\]\\\[__hpc_f\\\]" 3 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(0\\)\[ \\n\]*\{\[ \\n\]*__hpc_touch_row \\(\\(const void \\*\\) &in\\\[i \\+ 2\\\]" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(__hpc_hoist_touch\\)\[ \\n\]*\{\[ \\n\]*__hpc_touch_row \\(\\(const void \\*\\) &in\\\[i \\+ 2\\\]" 2 "original" } } */
/* The unhoisted nest tests the threshold before each of its runs.  */
/* { dg-final { scan-hpc-dump-times "__hpc_touch_min_bytes" 2 "original" } } */
/* { dg-final { scan-hpc-dump "if \\(\[^\\n\]*>= __hpc_touch_min_bytes\\)\[ \\n\]*\{\[ \\n\]*__hpc_touch_row \\(\\(const void \\*\\) &u\\\[i \\+ 1\\\]" "original" } } */
