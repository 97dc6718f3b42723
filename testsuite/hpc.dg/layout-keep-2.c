/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-layout -fdump-tree-original" } */
/* -fplugin-arg-hpc-no-layout keeps Figure 1's a[N][x] row-major.  */
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
/* { dg-final { scan-hpc-dump-not "__hpc_array_alloc_inner_v" "original" } } */
/* { dg-final { scan-hpc-dump "a\\\[i\\\]\\\[m\\\]" "original" } } */
