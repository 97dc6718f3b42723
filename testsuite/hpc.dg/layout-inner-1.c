/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* HPJava's Figure 1 as written: a[N][x] is updated a column at a time
   (the for loop over i inside the over of m walks dimension 0), so the
   plugin stores the sequential dimension 0 innermost (columns
   contiguous), and the triangular update (the inner loop starts at
   hpc_idx (x, m)) deals stripes of columns to the threads.  */
void
fig1 (Procs1 p, int N)
{
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    distributed float b[N];
    for (int k = 0; k < N - 1; k++) {
      at (l = x[k]) {
	float d = a[k][l];
	for (int s = k + 1; s < N; s++)
	  a[s][l] /= d;
      }
      hpc_remap (b[[k + 1 :]], a[[k + 1 :, k]]);
      over (m = x | k + 1 :)
	for (int i = hpc_idx (x, m); i < N; i++)
	  a[i][m] -= b[i] * b[hpc_idx (x, m)];
    }
  }
}
/* { dg-final { scan-hpc-dump "__hpc_array_alloc_inner_v \\(4, &\"a\"\\\[0\\\], 2, 0," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_array_alloc_v \\(4, &\"b\"" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_thread_stripe_walk" "original" } } */
/* The subscripts follow the storage: a[m][i].  */
/* { dg-final { scan-hpc-dump "a\\\[m\\\]\\\[i\\\]" "original" } } */
