/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_block_range: negative extent -3" } */
/* Misuse: a range of negative extent. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range r = hpc_block_range (-3, hpc_dim (p, 0)); (void) r;
  return 0;
}
