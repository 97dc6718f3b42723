/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Without check mode shifted reads have no ghost check.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    distributed int u[x];
    over (i = x | :) u[i] = u[i - 1];
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_check_ghost" "original" } } */
