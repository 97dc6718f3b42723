/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_procs3: negative extent -1 in dimension 1 of the grid" } */
/* Misuse catalogue: A negative grid extent.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_procs3 (1, -1, 1);
  return 0;
}
