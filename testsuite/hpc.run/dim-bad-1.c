/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_dim: dimension 3 of a group of 1 dimensions" } */
/* Misuse: a dimension the grid does not have. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range r = hpc_block_range (10, hpc_dim (p, 3)); (void) r;
  return 0;
}
