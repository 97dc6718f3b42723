/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=checks,arrays,lower" } */
/* -fplugin-arg-hpc-dump=STAGE,... writes each function's tree after
   each named GENERIC stage: after checks the over is still the token
   layer's marker loop; after arrays the array lives on the heap, read
   through __hpc_base_u; after lower the over is a libhpc loop.  */
void
sweep (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double u[x][y];
    over (i = x | 0 : N - 1)
      over (j = y | 0 : N - 1)
	u[i][j] = 1.0;
  }
}
/* { dg-final { scan-hpc-stage-dump checks ";; Function sweep\n;; after stage checks" } } */
/* { dg-final { scan-hpc-stage-dump checks "__hpc_over_begin \\(x, " } } */
/* { dg-final { scan-hpc-stage-dump-not checks "__hpc_base_u" } } */
/* { dg-final { scan-hpc-stage-dump arrays "\\\[value-expr: \\*__hpc_base_u\\\]" } } */
/* { dg-final { scan-hpc-stage-dump arrays "__hpc_handle_free \\(\\(void \\* \\*\\) &__hpc_block_u, &\"u\"\\\[0\\\], 1\\)" } } */
/* { dg-final { scan-hpc-stage-dump arrays "__hpc_base_u = \\(\[^\n\]*\\) __hpc_handle_block \\(\\(const void \\*\\) __hpc_block_u\\);" } } */
/* { dg-final { scan-hpc-stage-dump arrays "__hpc_over_begin \\(x, " } } */
/* { dg-final { scan-hpc-stage-dump-not arrays "__hpc_over_setup" } } */
/* { dg-final { scan-hpc-stage-dump lower "__hpc_over_setup \\(&__hpc_loop, \\(const struct hpc_range \\*\\) x, " } } */
/* { dg-final { scan-hpc-stage-dump-not lower "__hpc_over_begin" } } */
/* { dg-final { scan-hpc-stage-dump-none layout } } */
