/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* Two reductions in one over body are both recognised.  */
double
f (Procs1 p, int n)
{
  double s = 0, m = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :)
      {
        s += u[i];
        m = m < u[i] ? u[i] : m;
      }
  }
  return s + m;
}
/* { dg-final { scan-hpc-dump "__hpc_partials" "original" } } */
