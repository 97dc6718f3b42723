/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fdump-tree-original" } */
/* HPJava's Figure 2 on a file-scope handle: the colour loop calls only
   libhpc and assigns no handle, so its view is bound once before it and
   the exchange names the view; the maps are set at that block, and in
   the copy with plain subscripts the two colour sweeps are one pass
   (fuse.cc) with rows touched ahead, as on a block-scope array
   (handle-opt-fuse-2.c).  The time loop calls another function, so
   only the colour loop, with its variable's declaration, is bound once.  */

distributed float u[Range][Range];

void other (void);

void
relax (int n, int steps, Range x, Range y)
{
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

/* { dg-final { scan-hpc-dump-times "__hpc_handle_bind \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_align_mul \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_touch_row \\(" 4 "original" } } */
