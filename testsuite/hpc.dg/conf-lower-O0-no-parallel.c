/* { dg-do compile } */
/* { dg-options "-O0 -fdump-tree-original" } */
/* At -O0 over loops stay in the function (no OpenMP region), for gdb.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | :) u[i] = 1;
  }
}
/* { dg-final { scan-hpc-dump-not "#pragma omp parallel" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_over_setup" "original" } } */
