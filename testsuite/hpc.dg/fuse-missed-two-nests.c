/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* Two sweeps written out over different rows are not fused: the
   second runs one row behind the first, over the first's rows.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  hpc_write_halo (u); /* { dg-message "missed: red-black loop not fused: the two sweeps run over different rows" } */
  over (i = x | 1 : n - 2)
    over (j = y | 1 + hpc_idx (x, i) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  hpc_write_halo (u);
  over (i = x | 2 : n - 2)
    over (j = y | 1 + (hpc_idx (x, i) + 1) % 2 : n - 2 : 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}
