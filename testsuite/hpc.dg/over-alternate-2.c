/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-alternate" } */
/* With -fplugin-arg-hpc-no-alternate a triangular over takes its
   stripes forwards every run: no count of its runs.  */
void
fig1_update (Procs1 p, int N, int k)
{
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    distributed float b[N];
    over (m = x | k + 1 :)
      for (int i = hpc_idx (x, m); i < N; i++)
	a[i][m] -= b[i] * b[hpc_idx (x, m)];
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_sweeps" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_thread_stripe_walk \\(__hpc_loop.count, 0," "original" } } */
