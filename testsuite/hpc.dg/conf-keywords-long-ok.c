/* { dg-do compile } */
/* __hpc_on, __hpc_at, __hpc_over and __hpc_distributed always work.  */
void
f (Procs1 p, int n)
{
  __hpc_on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    __hpc_distributed float u[x];
    __hpc_over (i = x | :) u[i] = 1;
    __hpc_at (l = x[0]) u[l] = 2;
  }
}
