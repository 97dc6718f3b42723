/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_dim: the group is NULL" } */
/* Misuse catalogue: hpc_dim of no group.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_dim (NULL, 0);
  return 0;
}
