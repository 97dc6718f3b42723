/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_block_cyclic_range: block size -2 is not positive" } */
/* Misuse catalogue: A negative block size.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_block_cyclic_range (10, d, -2);
  return 0;
}
