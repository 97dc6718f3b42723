/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: distributed parameter: 'v': dimension 0 of the argument 'u' is over a range, not sequential" } */
/* Misuse catalogue: A distributed array passed for a sequential parameter.  */
#include <hpc.h>
#include <stdio.h>
static void f (distributed int v[int n]) { (void) v; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (5, d);
  distributed int u[x];
  f (u);
  return 0;
}
