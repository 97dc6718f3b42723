/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* A colour loop taking three values is not fused (fuse.cc), and
   -fopt-info-loop-missed says why; so is one that counts 0, 2 (the
   same colour twice).  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n)
{
  for (int q = 0; q < 3; q++) { /* { dg-message "missed: red-black loop not fused: the colour variable q takes 3 values" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }

  for (int q = 0; q < 4; q += 2) { /* { dg-message "missed: red-black loop not fused: both sweeps update the same colour" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
