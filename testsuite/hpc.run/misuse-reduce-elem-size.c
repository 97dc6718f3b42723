/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce: u has 4-byte elements, this call takes 8-byte ones" } */
/* Misuse catalogue: hpc_reduce with the wrong element size.  */
#include <hpc.h>
#include <stdio.h>
static void op (void *acc, const void *x) { *(long *) acc += *(const long *) x; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_cyclic_range (7, d);
  distributed int u[x];
  long r, id = 0;
  hpc_reduce (&r, u, op, &id, sizeof (long));
  return 0;
}
