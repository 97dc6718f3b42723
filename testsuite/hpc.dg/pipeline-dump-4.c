/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-hpc-dump=vectorise,noalias" } */
/* For the GIMPLE passes -fplugin-arg-hpc-dump turns on the pass's own
   GCC dump: vectorise's names each over's innermost loop it marks;
   noalias's is printed with the dependence cliques it gives (-alias).  */
void
sweep (Procs2 p, int N)
{
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed double u[x][y], v[x][y];
    over (i = x | 0 : N - 1)
      over (j = y | 0 : N - 1)
	u[i][j] = 2.0 * v[i][j];
  }
}
/* { dg-final { scan-hpc-stage-dump vectorise "loop \[0-9\]+: an over's innermost loop, force_vectorize" } } */
/* { dg-final { scan-hpc-stage-dump noalias "__hpc_base_v_\[0-9\]+ clique (\[0-9\]+) base 1\\\].*__hpc_base_u_\[0-9\]+ clique \\1 base 2\\\]" } } */
/* { dg-final { scan-hpc-stage-dump-none lower } } */
