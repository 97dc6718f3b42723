/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* 'if (u[i] < 0) s--;' in an over body is a recognised reduction: no
   warning, and it is lowered to fixed chunks.  */
long
f (Procs1 p, int n)
{
  long s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)
      if (u[i] < 0) s--;
  }
  return s;
}
/* { dg-final { scan-hpc-dump "__hpc_partials" "original" } } */
