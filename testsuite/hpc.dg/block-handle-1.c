/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A block-scope array is the view of a handle of its own: the handle is
   declared with the array's kinds (here "IR", a sequential then a
   distributed dimension), allocated by hpc_new's call right after the
   declaration, in the storage order the plugin chose (Figure 1's column
   update stores dimension 0 innermost), bound to the array once for the
   whole block, and freed with hpc_free's call when the block is left,
   here by a goto too.  */
void
fig1 (Procs1 p, int N)
{
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    for (int k = 0; k < N - 1; k++) {
      distributed float b[N];
      if (k == 7)
	goto out;
      over (m = x | k + 1 :)
	for (int i = hpc_idx (x, m); i < N; i++)
	  a[i][m] -= b[i] * b[hpc_idx (x, m)];
    }
  out:;
  }
}
/* { dg-final { scan-hpc-dump "float\\\[1\\\] \\* __hpc_block_a;" "original" } } */
/* { dg-final { scan-hpc-dump "float \\* __hpc_block_b;" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_block_a = \\(float\\\[1\\\] \\*\\) __hpc_handle_of \\(\\(const void \\*\\) __hpc_array_alloc_inner_v \\(4, &\"a\"\\\[0\\\], 2, 0," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_block_b = \\(float \\*\\) __hpc_handle_of \\(\\(const void \\*\\) __hpc_array_alloc_v \\(4, &\"b\"\\\[0\\\], 1, 0B," "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_base_a = \\(\[^\n\]*\\) __hpc_handle_block \\(\\(const void \\*\\) __hpc_block_a\\);" "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_handle_free \\(\\(void \\* \\*\\) &__hpc_block_\[ab\], &\"\[ab\]\"\\\[0\\\], 1\\)" 2 "original" } } */
/* { dg-final { scan-hpc-dump-not "__hpc_parm_base_" "original" } } */
