/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns -fplugin-arg-hpc-check" } */
/* In check mode no red-black loop is fused (the checks' calls would
   run in another order), and -fopt-info-loop-missed says so.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: not in check mode" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
