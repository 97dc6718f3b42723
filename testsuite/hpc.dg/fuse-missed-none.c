/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-loop-missed -fno-tree-vectorize -fno-tree-loop-distribute-patterns" } */
/* Loops that are not colour loops get no red-black note: a time loop
   around a Jacobi sweep and its copy (the sweeps do not read its
   variable), and the time loop around a colour loop that is fused.
   Any note would be an excess message.  */

void
jacobi (distributed double u[Range x][Range y],
	distributed double v[Range x2][Range y2], int n, int niter)
{
  for (int t = 0; t < niter; t++) {
    hpc_write_halo (u);
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    over (i = x | 1 : n - 2)
      over (j = y | 1 : n - 2)
	u[i][j] = v[i][j];
  }
}

void
red_black (distributed double u[Range x][Range y], int n, int niter)
{
  for (int t = 0; t < niter; t++)
    for (int p = 0; p < 2; p++) {
      hpc_write_halo (u);
      over (i = x | 1 : n - 2)
	over (j = y | 1 + (hpc_idx (x, i) + p) % 2 : n - 2 : 2)
	  u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    }
}
