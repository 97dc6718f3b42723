/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_array_new: array: dimensions 0 and 1 are distributed over the same process dimension" } */
/* Misuse catalogue: Two dimensions over one process dimension.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range r[2] = { hpc_block_range (4, d), hpc_cyclic_range (4, d) };
  hpc_array_new (4, 2, r, NULL);
  return 0;
}
