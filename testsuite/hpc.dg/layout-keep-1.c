/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* Arrays that stay row-major: every allocation is __hpc_array_alloc_v.  */
void use (void *);

void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    /* Two time levels: the over walks dimension 1, already innermost.  */
    distributed double u[2][x];
    over (i = x | 1 : n - 2)
      u[1][i] = u[0][i - 1] + u[0][i + 1];
    /* Sequential dimension already last.  */
    distributed double c[x][n];
    over (i = x | :)
      for (int j = 0; j < n; j++)
	c[i][j] = j;
    /* Walked along dimension 0, but passed to a user function, which
       would see the storage.  */
    distributed double d[n][x];
    over (i = x | :)
      for (int j = 0; j < n; j++)
	d[j][i] = j;
    use (d);
    /* Walked along dimension 0, but an element's address is taken.  */
    distributed double e[n][x];
    over (i = x | :)
      for (int j = 0; j < n; j++)
	e[j][i] = j;
    use (&e[0][0]);
    /* Equal votes: row-major wins ties.  */
    distributed double g[n][x];
    over (i = x | :)
      {
	for (int j = 0; j < n; j++)
	  g[j][i] = j;
	g[0][i] = 1;
      }
    over (i = x | :)
      g[1][i] = 2;
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_array_alloc_inner_v" "original" } } */
/* No loop's trip count depends on a location: contiguous chunks.  */
/* { dg-final { scan-hpc-dump-not "__hpc_thread_stripe_walk" "original" } } */
