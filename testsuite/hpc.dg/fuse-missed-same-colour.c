/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* A sweep reading its own colour (j + 2) is not fused: the fused
   pass would read points the sweep writes in another order; nor one
   reading a column beyond the neighbours.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: u is read at \\\[i\\\]\\\[j \\+ 2\\\], a point of the same colour" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = u[i][j + 2] + u[i][j - 1];
  }

  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: u is read at \\\[i\\\]\\\[j \\+ 3\\\], more than one column away" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = u[i][j + 3] + u[i][j - 1];
  }
}
