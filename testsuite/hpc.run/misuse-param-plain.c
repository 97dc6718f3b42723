/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: distributed parameter: 'v': the argument is not a distributed array \\(pass the array by name\\)" } */
/* Misuse catalogue: A plain C array passed for a distributed parameter.  */
#include <hpc.h>
#include <stdio.h>
static void f (distributed int v[Range r]) { (void) v; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  int w[5] = { 0 };
  f (w);
  return 0;
}
