/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_procs2: a 3 x 3 grid needs 9 processes but the active process group has only 2" } */
/* Misuse catalogue: A grid larger than the active process group.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_procs2 (3, 3);
  return 0;
}
