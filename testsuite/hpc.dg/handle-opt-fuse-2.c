/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fdump-tree-original" } */
/* handle-opt-fuse-1.c's relaxation on a block-scope array: what the
   handle's copy must match (one pass, the same touches).  */

void other (void);

void
relax (int n, int steps, Range x, Range y)
{
  distributed float u[x][y];
  int widths[] = { 1, 1 };
  for (int s = 0; s < steps; s++)
    {
      for (int parity = 0; parity < 2; parity++)
	{
	  hpc_write_halo (u, widths);
	  over (i = x | 1 : n - 2)
	    over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
				+ u[i][j - 1] + u[i][j + 1]);
	}
      other ();
    }
}

/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_touch_row \\(" 4 "original" } } */
