/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: check: .*check-ghost-1.c:17: 'u' reads ghost cell -1 of dimension 0, past the global edge" } */
/* Check mode: a read of a ghost cell past the global edge that nothing
   gave a value.  */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  float s = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed float u[x];
    over (i = x | :) u[i] = 1;
    hpc_write_halo (u);
    over (i = x | 0 : 8) s += u[i - 1] + u[i + 1];
  }
  return s < 0;
}
