/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A red-black colour sweep written as a static function of a
   distributed parameter and the colour: its calls after each exchange
   are replaced by its nest (inline.cc), so that the colour loop, or the
   two colours written out, run as one pass (fuse.cc) as when the nests
   are written in the caller; the same with the range of the rows a
   parameter of its own.  */

static void
colour (distributed double u[Range x][Range y], int n, int parity)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			+ u[i][j + 1]);
}

static void
colour_over (distributed double u[Range xu][Range y], Range x, int n,
	     int parity)
{
  over (i = x | 1 : n - 2)
    over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			+ u[i][j + 1]);
}

void
loop (Procs2 p, int n, int niter)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    for (int iter = 0; iter < niter; iter++)
      for (int parity = 0; parity < 2; parity++) {
	hpc_write_halo (u);
	colour (u, n, parity);
      }
  }
}

void
written_out (Procs2 p, int n, int niter)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    for (int iter = 0; iter < niter; iter++) {
      hpc_write_halo (u);
      colour_over (u, x, n, 0);
      hpc_write_halo (u);
      colour_over (u, x, n, 1);
    }
  }
}

/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump-not "colour(_over)? \\(\\(void \\*\\)" "original" } } */
