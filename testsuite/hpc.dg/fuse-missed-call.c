/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* A sweep calling a function is not fused: the call might see the
   points in another order.  GCC's own loop notes (the vectoriser's) are turned off.  */

void
relax (distributed double u[Range x][Range y], int n, double (*f) (double))
{
  for (int q = 0; q < 2; q++) { /* { dg-message "missed: red-black loop not fused: the sweep calls f" } */
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 + (hpc_idx (x, i) + q) % 2 : n - 2 : 2)
	u[i][j] = f (u[i][j - 1]);
  }
}
