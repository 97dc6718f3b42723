/* touch-rows-fig2.h - HPJava's Figure 2 sweep, for the touch-rows tests
   that compile it under different options.  */
void
fig2 (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u[x][y];
    over (i = x | 1 : N - 2)
      over (j = y | 1 + hpc_idx (x, i) % 2 : N - 2 : 2)
	u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			  + u[i][j - 1] + u[i][j + 1]);
  }
}
