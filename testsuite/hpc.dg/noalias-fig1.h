/* noalias-fig1.h - HPJava Figure 1's update, for the tests that compile
   it under different options (noalias-*, over-alternate-*): a[i][m] is
   written, b[i] and b[hpc_idx (x, m)] read, a and b two arrays of the
   function's own; the over is triangular, so striped.  */
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
