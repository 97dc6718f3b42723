/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_block_range: negative ghost width" } */
/* Misuse: a negative ghost width. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range r = hpc_block_range (10, hpc_dim (p, 0), -1); (void) r;
  return 0;
}
