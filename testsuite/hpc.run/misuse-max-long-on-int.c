/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_max_long: u has 4-byte elements, this call takes 8-byte ones" } */
/* Misuse catalogue: hpc_max_long of an int array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (7, d);
  distributed int u[x];
  hpc_max_long (u);
  return 0;
}
