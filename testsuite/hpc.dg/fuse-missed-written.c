/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* A sweep writing another point than [i][j] is not fused; nor one
   writing another array, or a scalar declared outside it.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], distributed double v[Range x2][Range y2], int n, double s)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the sweep writes u at \\\[i \\+ 1\\\]\\\[j\\\]" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i + 1][j] = u[i][j - 1] + u[i][j + 1];
  }

  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the sweep writes two arrays, v and u" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	{ v[i][j] = u[i][j - 1]; u[i][j] = 0; }
  }

  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the sweep writes s, declared outside it" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	{ s = u[i][j - 1]; u[i][j] = s; }
  }
}
