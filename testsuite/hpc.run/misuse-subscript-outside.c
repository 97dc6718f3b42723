/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: subscript: .*misuse-subscript-outside.c:\[0-9\]+: 'u': global index 10 is outside dimension 0 \\(0..9\\)" } */
/* Misuse catalogue: A global-index subscript past the end.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  distributed int u[x];
  long k = 10;
  return u[k];
  return 0;
}
