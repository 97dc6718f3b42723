/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: over: .*over-not-in-apg-1.c:9: the range.s process dimension is not a dimension of the active process group" } */
/* Misuse: over outside on (p): the range's dimension is not in the active process group. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0)); distributed float u[x]; over (i = x | :) u[i] = 1; (void) u;
  return 0;
}
