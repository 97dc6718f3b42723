/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A red-black loop whose bounds call hpc_size, a const function of the
   range, is fused (fuse.cc), as the same loop with its bounds held in
   a variable.  */

void
relax (distributed double u[Range x][Range y])
{
  for (int parity = 0; parity < 2; parity++) {
    hpc_write_halo (u);
    over (i = x | 1 : hpc_size (x) - 2)
      over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : hpc_size (y) - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
/* { dg-final { scan-hpc-dump-times "__hpc_rows_begin \\(" 1 "original" } } */
