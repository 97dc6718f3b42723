/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_subrange: triplet -1:3:1 outside the range 0..9" } */
/* Misuse catalogue: A subrange starting below 0.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_subrange (hpc_block_range (10, d), -1, 3, 1);
  return 0;
}
