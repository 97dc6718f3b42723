/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Only the outermost over of a nest becomes an OpenMP parallel region.  */
void
f (Procs2 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed int u[x][y];
    over (i = x | :)
      over (j = y | :)
        u[i][j] = 1;
  }
}
/* { dg-final { scan-hpc-dump "#pragma omp parallel" "original" } } */
/* { dg-final { scan-hpc-dump-not "#pragma omp parallel\[^#\]*#pragma omp parallel" "original" } } */
