/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* A sweep reading two rows away is not fused: the second colour
   runs one row behind the first.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: u is read at \\\[i - 2\\\]\\\[j \\+ 1\\\], more than one row away" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = u[i - 2][j + 1] + u[i][j - 1];
  }
}
