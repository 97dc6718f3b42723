/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* 's = u[i] > s ? u[i] : s;' in an over body is a recognised reduction: no
   warning, and it is lowered to fixed chunks.  */
double
f (Procs1 p, int n)
{
  double s = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)
      s = u[i] > s ? u[i] : s;
  }
  return s;
}
/* { dg-final { scan-hpc-dump "__hpc_partials" "original" } } */
