/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce: NULL operator, identity or result" } */
/* Misuse catalogue: hpc_reduce without an operator.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (7, d);
  distributed int u[x];
  int r, id = 0;
  hpc_reduce (&r, u, NULL, &id, sizeof (int));
  return 0;
}
