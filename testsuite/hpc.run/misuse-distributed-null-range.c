/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: distributed: array 'u': its range is NULL" } */
/* Misuse catalogue: A distributed array over a NULL range.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = NULL;
  distributed int u[x];
  (void) u;
  return 0;
}
