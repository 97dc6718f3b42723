/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: shapes differ: v is \\\[4\\\]\\\[2\\\], u is \\\[8\\\]" } */
/* Misuse catalogue: Remapping between different shapes of the same size.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (8, d);
  distributed double u[x], v[4][2];
  hpc_remap (v, u);
  return 0;
}
