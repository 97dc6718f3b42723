/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_copy: u: triplet -1:3:1 outside 0..9 of dimension 0" } */
/* Misuse catalogue: A section a[[...]] starting below 0.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  distributed double u[x];
  hpc_copy (u[[0 : 4]], u[[-1 : 3]]);
  return 0;
}
