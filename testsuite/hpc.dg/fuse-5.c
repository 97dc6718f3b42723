/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-noalias" } */
/* (no-noalias: each nest once, without apart.cc's copy for distinct
   parameters, so that the counts below are the fusion's alone.)  */
/* Colour sweeps that read other distributed arrays besides the one
   they relax are fused too (fuse.cc): a Poisson problem's right-hand
   side F and a coefficient read around the point, their loops
   blended.  (Where the array relaxed and the one read are both
   parameters, which may be one array, only apart.cc's copy for
   distinct arrays is fused: rows-apart-redblack.c,
   rows-shared-missed.c.)  Then sweeps that stay as written: a volatile
   array, a plain C array.  */

/* -lap u = f by red-black Gauss-Seidel, both arrays local.  */
void
poisson (Procs2 p, int n, float h2, int niter)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed float u[x][y], f[x][y];
    for (int iter = 0; iter < niter; iter++)
      for (int c = 0; c < 2; c++) {
	hpc_write_halo (u);
	over (i = x | 1 : n - 2)
	  over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	    u[i][j] = 0.25f * (h2 * f[i][j] + u[i - 1][j] + u[i + 1][j]
			      + u[i][j - 1] + u[i][j + 1]);
      }
  }
}

/* A coefficient read at the point and the row above, local; U a
   parameter.  */
void
coefficients (distributed float u[Range x][Range y], int n)
{
  {
    distributed float k[x][y];
    over (i = x | :)
      over (j = y | :)
	k[i][j] = 1.0f + hpc_idx (x, i) % 3;
    for (int c = 0; c < 2; c++) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	  u[i][j] = (k[i][j] * (u[i - 1][j] + u[i + 1][j])
		     + k[i - 1][j] * (u[i][j - 1] + u[i][j + 1])) * 0.125f;
    }
  }
}

void
not_fused (Procs2 p, int n, float g[8][8])
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    distributed volatile float v[x][y];
    /* A volatile array.  */
    for (int c = 0; c < 2; c++) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	  u[i][j] = v[i][j] + u[i][j + 1];
    }
    /* A plain C array.  */
    for (int c = 0; c < 2; c++) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	  u[i][j] = g[hpc_idx (x, i) % 8][hpc_idx (y, j) % 8] + u[i][j + 1];
    }
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_end \\(" 2 "original" } } */
/* No pass guarded by addresses.  */
/* { dg-final { scan-hpc-dump-not " != \\(void \\*\\)" "original" } } */
/* Blended: poisson's and coefficients' three fused loops and the loops
   as written, three permutes a loop.  */
/* { dg-final { scan-hpc-dump-times "VEC_PERM_EXPR" 24 "original" } } */
/* The right-hand side and the coefficient read on the second colour's
   rows one behind.  */
/* { dg-final { scan-hpc-dump "f\\\[i \\+ -1\\\]\\\[" "original" } } */
/* { dg-final { scan-hpc-dump "k\\\[i \\+ -2\\\]\\\[" "original" } } */
