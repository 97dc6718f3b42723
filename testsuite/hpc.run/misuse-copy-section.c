/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_copy: u and u are not identically distributed" } */
/* Misuse catalogue: hpc_copy between different sections of one array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed double u[x];
  hpc_copy (u[[0 : 3]], u[[4 : 7]]);
  return 0;
}
