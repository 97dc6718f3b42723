/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_owner: index 10 outside the range 0..9" } */
/* Misuse catalogue: hpc_owner past the last index.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_owner (hpc_cyclic_range (10, d), 10);
  return 0;
}
