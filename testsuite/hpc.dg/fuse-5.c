/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-noalias" } */
/* (no-noalias: each nest once, without apart.cc's copy for distinct
   parameters, so that the counts below are the fusion's alone.)  */
/* Colour sweeps that read other distributed arrays besides the one
   they relax are fused too (fuse.cc): a Poisson problem's right-hand
   side F and a coefficient read around the point.  Where the array
   relaxed and the one read are both parameters (one array may be bound
   to both), the fused pass runs only where their addresses differ, and
   its loops are still blended.  Then sweeps that stay as written: a
   volatile array, a plain C array.  */

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

/* The smoother of a multigrid code: both arrays parameters.  */
void
smooth (distributed float u[Range x][Range y],
	distributed float rhs[Range fx][Range fy], int n, float h2)
{
  for (int c = 0; c < 2; c++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + c) % 2 : n - 2 : 2)
	u[i][j] = 0.25f * (h2 * rhs[i][j] + u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
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
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 3 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_rows_end \\(" 3 "original" } } */
/* The parameters' pass guarded by their addresses, and nothing else.  */
/* { dg-final { scan-hpc-dump-times "\\(void \\*\\) &u != \\(void \\*\\) &rhs \\? __hpc_rows_begin" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times " != \\(void \\*\\)" 1 "original" } } */
/* Blended: poisson's and coefficients' three fused loops and the loops
   as written, smooth's three fused loops only (as written, RHS may be
   U), three permutes a loop; smooth's vectors of RHS in the two passes,
   one of them a row behind.  */
/* { dg-final { scan-hpc-dump-times "VEC_PERM_EXPR" 33 "original" } } */
/* { dg-final { scan-hpc-dump-times "MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&rhs\\\[i\\\]" 2 "original" } } */
/* { dg-final { scan-hpc-dump-times "MEM <vector\\(\[0-9\]+\\) float> \\\[\\(float \\*\\)&rhs\\\[i \\+ -1\\\]" 1 "original" } } */
/* The right-hand side and the coefficient read on the second colour's
   rows one behind.  */
/* { dg-final { scan-hpc-dump "rhs\\\[i \\+ -1\\\]\\\[" "original" } } */
/* { dg-final { scan-hpc-dump "k\\\[i \\+ -2\\\]\\\[" "original" } } */
