/* { dg-do compile } */
/* { dg-options "-fdump-tree-original" } */
/* A literal stride becomes a constant local step.  */
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | 0 : n - 1 : 3) u[i] = 1;
  }
}
/* { dg-final { scan-hpc-dump "i = i \\+ 3" "original" } } */
