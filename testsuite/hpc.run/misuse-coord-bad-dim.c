/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_coord: dimension 2 of a group of 1 dimensions" } */
/* Misuse catalogue: hpc_coord past the grid's dimensions.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_coord (p, 2);
  return 0;
}
