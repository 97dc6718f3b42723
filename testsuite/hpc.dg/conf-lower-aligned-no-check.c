/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* An aligned subscript without shift needs no per-access call.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | :) u[i] = 1;
  }
}
/* { dg-final { scan-hpc-dump-not "__hpc_global_offset" "original" } } */
