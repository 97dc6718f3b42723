/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_all_true: u has 1-byte elements, this call takes 4-byte ones" } */
/* Misuse catalogue: hpc_all_true of a char array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (7, d);
  distributed char u[x];
  hpc_all_true (u);
  return 0;
}
