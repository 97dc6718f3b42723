/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-check -fdump-tree-original" } */
/* Check mode adds __hpc_check_ghost to shifted reads.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed int u[x];
    over (i = x | :) u[i] = u[i - 1];
  }
}
/* { dg-final { scan-hpc-dump "__hpc_check_ghost" "original" } } */
