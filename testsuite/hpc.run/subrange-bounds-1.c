/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_subrange: triplet 2:12:1 outside the range 0..9" } */
/* Misuse: a subrange past the end of its range. */
int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range r = hpc_subrange (hpc_block_range (10, hpc_dim (p, 0)), 2, 12, 1); (void) r;
  return 0;
}
