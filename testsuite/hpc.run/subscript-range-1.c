/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: subscript: .*subscript-range-1.c:15: 'v': a location of another range used on dimension 0" } */
/* A location of one range used on an array over another range.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    Range y = hpc_block_range (12, hpc_dim (p, 0));
    distributed float u[x], v[y];
    over (i = x | :)
      u[i] = 1;
    over (i = x | :) v[i] = u[i];
    (void) v;
  }
  return 0;
}
