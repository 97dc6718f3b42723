/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_sum_double: a collective call inside an over body" } */
/* Misuse catalogue: A reduction called inside an over body, from a
   function the body calls (written in the body itself, it is a
   compile-time error: hpc.dg/conf-collective-over.c).  */
#include <hpc.h>
#include <stdio.h>

static double
total (const void *a)
{
  return hpc_sum_double (a);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  on (p) {
    Range x = hpc_block_range (10, d);
    distributed double u[x];
    over (i = x | :)
      u[i] = total (u);
  }
  return 0;
}
