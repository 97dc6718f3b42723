/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* A 3-D array walked along its first (sequential) dimension inside the
   overs of the others is stored with dimension 0 innermost:
   __hpc_array_alloc_inner_v (..., 3, 0, ...), subscripts u[i][j][k].  */
void
f (Procs2 p, int n, int m)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double u[m][x][y];
    over (i = x | :)
      over (j = y | :)
	for (int k = 1; k < m; k++)
	  u[k][i][j] += u[k - 1][i][j];
  }
}
/* { dg-final { scan-hpc-dump "__hpc_array_alloc_inner_v \\(8, &\"u\"\\\[0\\\], 3, 0," "original" } } */
/* { dg-final { scan-hpc-dump "u\\\[i\\\]\\\[j\\\]\\\[k\\\] = " "original" } } */
/* The over nest's trip counts do not depend on the locations: one
   contiguous chunk per thread (and no OpenMP here anyway).  */
/* { dg-final { scan-hpc-dump-not "__hpc_thread_stripe_walk" "original" } } */
