/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Colour variables declared before the loop and set in the for's
   first clause, or in the for's first clause, are fused (fuse.cc);
   the variable holds 2 after the fused loop, as after the loop.  */

int
relax (distributed double u[Range x][Range y], int n)
{
  int parity;
  for (parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
  return parity;
}

void
relax2 (distributed double u[Range x][Range y], int n)
{
  for (long parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump "parity = 2;" "original" } } */
