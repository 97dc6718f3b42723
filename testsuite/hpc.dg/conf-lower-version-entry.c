/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-original" } */
/* The one-run copy of a hoisted nest's rows (plugin/version.cc) is also
   chosen only where each counted loop of the rows whose bounds the rows
   never change makes its first test (n + 1 >= 0, 1 <= n: NPB MG's
   psinv), and there the loop is asserted to run and compiled as
   do ... while, without its entry test: GCC then keeps no test and no
   set-up of the loop's trip count across the row.  A loop whose bound
   the rows change, read through a pointer or divided by a variable (a
   test that could trap where the loop is never reached) gives no fact;
   one that continues keeps its entry test.  counted's rows prefetch the
   row after r[i3 + 1][i2] (touch.cc), so its one-run copy is made twice,
   with and without the prefetches, each asserting its loops run.  */

void
counted (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y][130], r[x][y][130];
    over (i3 = x | 1 : n - 2)
      over (i2 = y | 1 : n - 2)
	{
	  double r1[130];
	  for (int i1 = 0; i1 < n + 2; i1++)
	    r1[i1] = r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
	  for (int i1 = 1; i1 <= n; i1++)
	    u[i3][i2][i1] += r1[i1 - 1] + r1[i1 + 1];
	}
  }
}

void
not_facts (Procs2 p, int n, int *np, int d)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y][130];
    over (i3 = x | :)
      over (i2 = y | :)
	{
	  int m = n - hpc_idx (y, i2) % 3;
	  for (int i1 = 0; i1 < m; i1++)
	    u[i3][i2][i1] = i1;
	  for (int i1 = 0; i1 < *np; i1++)
	    u[i3][i2][i1] += 1;
	  for (int i1 = 0; i1 < n / d; i1++)
	    u[i3][i2][i1] += 2;
	}
  }
}

void
continues (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y][130];
    over (i3 = x | :)
      over (i2 = y | :)
	for (int i1 = 2; i1 < n; i1++)
	  {
	    if (i1 == 5)
	      continue;
	    u[i3][i2][i1] = i1;
	  }
  }
}
/* { dg-final { scan-hpc-dump-times "if \\(\\(_Bool\\) __hpc_hoist_one_run && \\(n \\+ 1 >= 0 && 1 <= n\\)\\)" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(!\\(n \\+ 1 >= 0 && 1 <= n\\)\\)" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(\\(_Bool\\) __hpc_hoist_one_run && 2 < n\\)" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(!\\(2 < n\\)\\)" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(__hpc_hoist_one_run\\)" 1 "original" } } */
/* The loops of the copy run first, test after (counted's two); one
   that continues jumps to its test first.  */
/* { dg-final { scan-hpc-dump-times "__builtin_unreachable \\(\\);\[\\s\}\]*<D\\.\\d+>:;" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__builtin_unreachable \\(\\);\[\\s\}\]*goto <D\\.\\d+>;" 1 "original" } } */
