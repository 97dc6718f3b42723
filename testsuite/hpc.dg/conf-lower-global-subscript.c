/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* An integer subscript on a distributed dimension is converted through
   __hpc_global_offset.  */
int
f (Procs1 p, int n, int k)
{
  int r = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed int u[x];
    if (hpc_owner (x, k) == hpc_coord (p, 0))
      r = u[k];
  }
  return r;
}
/* { dg-final { scan-hpc-dump "__hpc_global_offset \\(" "original" } } */
