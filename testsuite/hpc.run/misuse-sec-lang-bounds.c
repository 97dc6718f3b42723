/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: u: triplet 0:10:1 outside 0..9 of dimension 0" } */
/* Misuse catalogue: A section a[[...]] past the bounds, in an hpc_ call.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  distributed double u[x], v[x];
  hpc_remap (v, u[[0 : 10]]);
  return 0;
}
