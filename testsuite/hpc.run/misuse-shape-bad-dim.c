/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_shape: dimension 1 of a group of 1 dimensions" } */
/* Misuse catalogue: hpc_shape past the grid's dimensions.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_shape (p, 1);
  return 0;
}
