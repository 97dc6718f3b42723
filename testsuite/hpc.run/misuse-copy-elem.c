/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_copy: element sizes differ: 4 bytes \\(w\\) and 8 \\(u\\)" } */
/* Misuse catalogue: hpc_copy between element sizes.  */
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
  distributed int w[x];
  hpc_copy (w, u);
  return 0;
}
