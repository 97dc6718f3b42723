/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: distributed parameter: 'u': the argument 'w' has 1 dimensions, the parameter 2" } */
/* An argument of the wrong rank for a distributed parameter.  */
static void
f (distributed float u[Range a][Range b])
{
  over (i = a | :) over (j = b | :) u[i][j] = 1;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed float w[x];
    f (w);
  }
  return 0;
}
