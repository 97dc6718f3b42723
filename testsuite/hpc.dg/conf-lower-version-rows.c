/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* The rows of a nest whose inner over is set up once a thread
   (plugin/hoist.cc) are compiled twice (plugin/version.cc):
   if (__hpc_hoist_one_run) ROWS[one run] else ROWS.  The copy declares
   its own variables and labels; what it cannot copy safely (a static
   variable, a compound literal, a cast to a variable-length type) keeps one copy.  */

void
plain (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double in[x][y], out[x][y];
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	out[i][j] += in[i][j - 1] + in[i][j + 1];
  }
}

void
locals_and_labels (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (n, hpc_dim (p, 1));
    distributed double in[x][y], out[x][y];
    over (i = x | :)
      over (j = y | 0 : n - 1 : 2)
	{
	  double kept = in[i][j];
	  switch ((int) kept % 3)
	    {
	    case 0:
	      kept += 1;
	      break;
	    default:
	      kept -= 1;
	    }
	  if (kept > 5)
	    goto doubled;
	  out[i][j] = kept;
	  goto done;
	doubled:
	  out[i][j] = 2 * kept;
	done:;
	}
  }
}

void
with_static (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | :)
	{
	  static long calls;
	  calls++;
	  a[i][j] = calls;
	}
  }
}

void
with_compound_literal (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | :)
	a[i][j] = (double[]) { 1, 2 }[hpc_idx (y, j) % 2];
  }
}

void
with_vla_cast (Procs2 p, int n, double *table, int m)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double a[x][y];
    over (i = x | :)
      over (j = y | :)
	a[i][j] = ((double (*)[m]) table)[1][hpc_idx (y, j) % m];
  }
}
/* { dg-final { scan-hpc-dump-times "if \\(__hpc_hoist_one_run\\)" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_over_runs \\(1, __hpc_k0, __hpc_k1," 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_over_run \\(\\(const struct hpc_loop \\*\\) &__hpc_hoist_loop, 1, \\(ptrdiff_t\\) __hpc_hoist_first, \\d," 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_over_runs \\(__hpc_hoist_one_run, __hpc_k0, __hpc_k1," 5 "original" } } */
/* Each copy's block lists KEPT and declares it: twice a copy.  */
/* { dg-final { scan-hpc-dump-times "double kept = in\\\[i\\\]\\\[j\\\];" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "doubled:;" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "case 0:;" 2 "original" } } */
