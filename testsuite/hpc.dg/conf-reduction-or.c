/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* 's |= (long) u[i];' in an over body is a recognised reduction: no
   warning, and it is lowered to fixed chunks.  */
long
f (Procs1 p, int n)
{
  long s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)
      s |= (long) u[i];
  }
  return s;
}
/* { dg-final { scan-hpc-dump "__hpc_partials" "original" } } */
