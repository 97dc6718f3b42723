/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-fail "libhpc: hpc_block_cyclic_range: block size 0 is not positive" } */
/* Misuse: a block-cyclic range with blocks of 0. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range r = hpc_block_cyclic_range (10, hpc_dim (p, 0), 0); (void) r;
  return 0;
}
