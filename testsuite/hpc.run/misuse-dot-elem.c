/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_dot_float: u has 8-byte elements, this call takes 4-byte ones" } */
/* Misuse catalogue: hpc_dot_float of double arrays.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (7, d);
  distributed double u[x], v[x];
  hpc_dot_float (u, v);
  return 0;
}
