/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns -fplugin-arg-hpc-no-fuse" } */
/* With -fplugin-arg-hpc-no-fuse no red-black loop is fused, and
   -fopt-info-loop-missed says why.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: -fplugin-arg-hpc-no-fuse given" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
