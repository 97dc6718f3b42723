/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* A colour loop with another statement than the exchange and the
   nest is not fused, nor one whose rows depend on the colour.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n, double c)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the loop's body is not a call of hpc_write_halo followed by an over nest" } */
    hpc_write_halo (u);
    c = c * 2;
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = u[i][j - 1] + c;
  }

  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the sweep's rows are not built from constants and variables neither nest changes" } */
    hpc_write_halo (u);
    over (i = x | 1 + q : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = u[i][j - 1] + c;
  }
}
