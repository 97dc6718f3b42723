/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_any_true: u has 8-byte elements, this call takes 4-byte ones" } */
/* Misuse catalogue: hpc_any_true of a double array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (7, d);
  distributed double u[x];
  hpc_any_true (u);
  return 0;
}
