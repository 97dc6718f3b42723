/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-layout -fplugin-arg-hpc-dump=layout,arrays" } */
/* With -fplugin-arg-hpc-no-layout the layout stage's gate declines: it
   does not run, and writes no dump; a[i][m] stays row-major.  */
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
/* { dg-final { scan-hpc-stage-dump-none layout } } */
/* { dg-final { scan-hpc-stage-dump arrays "a\\\[i\\\]\\\[m\\\] = a\\\[i\\\]\\\[m\\\]" } } */
