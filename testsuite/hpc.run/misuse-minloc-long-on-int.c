/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_minloc_long: u has 4-byte elements, this call takes 8-byte ones" } */
/* Misuse catalogue: hpc_minloc_long of an int array.  */
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
  long i;
  hpc_minloc_long (u, &i);
  return 0;
}
