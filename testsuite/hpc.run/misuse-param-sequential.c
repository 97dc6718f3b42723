/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: distributed parameter: 'v': dimension 0 of the argument 'u' is sequential, not over a range" } */
/* Misuse catalogue: A sequential array passed for a distributed parameter.  */
#include <hpc.h>
#include <stdio.h>
static void f (distributed int v[Range r]) { (void) v; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  distributed int u[5];
  f (u);
  return 0;
}
