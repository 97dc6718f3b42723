/* { dg-do compile } */
/* { dg-options "-fdump-tree-original -Wno-unused" } */
/* The lowering, seen in the tree dump after the plugin's pass: each
   construct becomes its libhpc calls, the outermost over of a nest an
   OpenMP parallel region, a reduction fixed chunks; no marker is left.
   The ghost width G is known at run time only: the shift is checked
   there.  */
float
f (int n, int g)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  float s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), g);
    distributed float u[x][n];
    over (i = x | 1 : n - 2 : 2)
      for (int k = 0; k < n; k++)
        u[i][k] = u[i - 1][k];
    at (l = x[3])
      u[l][0] = 1;
    over (i = x | :)
      s += u[i][0];
  }
  return s;
}
/* { dg-final { scan-hpc-dump "__hpc_on_enter \\(" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_on_leave \\(\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_array_alloc_v \\(4, &\\\"u\\\"\\\[0\\\], 2, SAVE_EXPR <x>" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_handle_free \\(\\(void \\* \\*\\) &__hpc_block_u, &\"u\"\\\[0\\\], 1\\)" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_range_extent" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) x, 7, 1," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_check_subscript \\(\\(const struct hpc_range \\*\\) x, \\(const void \\*\\) &u, 0, -1" "original" } } */
/* { dg-final { scan-hpc-dump "#pragma omp parallel" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_thread_chunk" "original" } } */
/* { dg-final { scan-hpc-dump "i = i \\+ 2" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_at_enter \\(\\(const struct hpc_range \\*\\) x, 3, &l" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_chunk_bounds" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_partials" "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_over_begin|__hpc_at_begin|__hpc_on_begin|__hpc_extent \\(" "original" } } */
