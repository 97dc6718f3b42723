/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-dump=checks,layout" } */
/* The layout stage's dump shows Figure 1's a[N][x], whose over runs
   along x, stored with x outermost: a[i][m] becomes a[m][i].  */
void
f (Procs1 p, int N)
{
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    over (m = x | :)
      for (int i = hpc_idx (x, m); i < N; i++)
	a[i][m] *= 2;
  }
}
/* { dg-final { scan-hpc-stage-dump checks "a\\\[i\\\]\\\[m\\\] = a\\\[i\\\]\\\[m\\\]" } } */
/* { dg-final { scan-hpc-stage-dump layout "a\\\[m\\\]\\\[i\\\] = a\\\[m\\\]\\\[i\\\]" } } */
