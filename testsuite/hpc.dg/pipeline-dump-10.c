/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=reclaim,fuse" } */
/* The fuse stage rewrites the tree before the lowering: after reclaim
   Figure 2's colour loop is as written; after fuse its two sweeps are
   one pass over the rows (__hpc_rows_begin), the overs still marker
   loops for the lowering.  */
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
/* { dg-final { scan-hpc-stage-dump-not reclaim "__hpc_rows_begin" } } */
/* { dg-final { scan-hpc-stage-dump fuse ";; Function figure2\n;; after stage fuse" } } */
/* { dg-final { scan-hpc-stage-dump fuse "__hpc_rows_begin" } } */
/* { dg-final { scan-hpc-stage-dump fuse "__hpc_over_begin \\(x, " } } */
/* { dg-final { scan-hpc-stage-dump-not fuse "__hpc_over_setup" } } */
