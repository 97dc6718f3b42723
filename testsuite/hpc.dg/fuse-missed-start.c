/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* Inner starts that are not the colours of a checkerboard are not
   fused: one the same for every row, one depending on more than the
   row's parity.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the colour start does not depend on the row" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + q : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }

  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the colour start is not a function of the parity of hpc_idx \\(x, i\\)" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) / 2 + q) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }

  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the colour start's parity does not alternate from row to row" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 * 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
