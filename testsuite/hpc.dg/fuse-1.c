/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* The two colour sweeps of a red-black loop become one pass over the
   array (fuse.cc): Figure 2; SOR on an array parameter, whose subscripts
   are checked at the overs' entries; colours counted from 1 with <= and
   ++p, the start written the other way round.  Then loops that each
   break one of fuse.cc's conditions, which stay as written.  fuse-2.c,
   fuse-3.c, fuse-4.c: none fused with -fplugin-arg-hpc-no-fuse, in check
   mode, at -O0.  */

void
figure2 (Procs2 p, int N, int niter)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    int widths[] = { 1, 1 };
    for (int iter = 0; iter < niter; iter++)
      for (int parity = 0; parity < 2; parity++) {
	hpc_write_halo (u, widths);
	over (i = x | 1 : N - 2)
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
	    u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			      + u[i][j - 1] + u[i][j + 1]);
      }
  }
}

void
sor (distributed double u[Range x][Range y], int n, double omega)
{
  for (int p = 1; p <= 2; ++p) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | ((p + hpc_idx (x, i) + 1) % 2) + 1 : n - 2 : 2)
	u[i][j] += omega * (0.25 * (u[i - 1][j] + u[i + 1][j]
				    + u[i][j - 1] + u[i][j + 1]) - u[i][j]);
  }
}

void
not_fused (Procs2 p, int N, float c, float (*f) (float))
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 2);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 2);
    distributed float u[x][y], v[x][y];
    int w[] = { 1, 1 };
    /* Three colours.  */
    for (int q = 0; q < 3; q++) {
      hpc_write_halo (u, w);
      over (i = x | 1 : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = u[i][j - 1] + u[i][j + 1];
    }
    /* Reads its own colour (j - 2).  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 2 : N - 3)
	over (j = y | 2 + (hpc_idx (x, i) + q) % 2 : N - 3 : 2)
	  u[i][j] = u[i][j - 2] + u[i][j + 1];
    }
    /* Rows two apart.  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 2 : N - 3)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = u[i - 2][j + 1] + u[i][j + 1];
    }
    /* Another array at a point that is not the row's plus a constant
       (other arrays at [i + a][j + b]: fuse-5.c), and a call.  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 1 : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = v[i][j - 1] * v[1][j] + u[i][j + 1];
    }
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 1 : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = f (u[i][j - 1]);
    }
    /* Rows that depend on the colour.  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 1 + q : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = u[i][j - 1] + c;
    }
    /* Another array's halo.  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (v, w);
      over (i = x | 1 : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = u[i][j - 1] + c;
    }
    /* Not colours: the start is not (row + colour) % 2; stride 1.  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 1 : N - 2)
	over (j = y | 1 + q : N - 2 : 2)
	  u[i][j] = u[i][j - 1] + c;
    }
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      over (i = x | 1 : N - 2)
	over (j = y | 1 : N - 2)
	  u[i][j] = u[i][j - 1] + c;
    }
    /* Another statement in the loop.  */
    for (int q = 0; q < 2; q++) {
      hpc_write_halo (u, w);
      c = c * 2;
      over (i = x | 1 : N - 2)
	over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : N - 2 : 2)
	  u[i][j] = u[i][j - 1] + c;
    }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_lag \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_done \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_edge \\(" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_end \\(" 2 "original" } } */
/* The second colour one row behind, clipped to the inner columns, and
   blended like the first.  */
/* { dg-final { scan-hpc-dump "__hpc_rows_lo \\(\[^;\]*__hpc_idx \\(x, i \\+ -1\\)" "original" } } */
/* { dg-final { scan-hpc-dump "&u\\\[i \\+ -1\\\]\\\[NON_LVALUE_EXPR <__hpc_j0>\\\]\\\] = +VEC_PERM_EXPR" "original" } } */
/* { dg-final { scan-hpc-dump "u\\\[i \\+ -2\\\]\\\[j\\\]" "original" } } */
