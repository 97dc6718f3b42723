/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2 4" } */
/* { dg-hpc-fail "libhpc: .*check mode: the processes of the active group called different collectives here: process 0 is in hpc_sum_double at \[^ \]*check-collective-differ.c:22, process 1 in hpc_max_double at \[^ \]*check-collective-differ.c:25" } */
/* Check mode: processes that call different collectives at the same
   point (the compiler warns) are reported with each call's name, file
   and line:
   check mode: the processes of the active group called different collectives here: process 0 is in hpc_sum_double at FILE:22, process 1 in hpc_max_double at FILE:25  */
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  double s = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :) u[i] = 1;
    if (hpc_rank () == 0)
      {
        s = hpc_sum (u); /* { dg-warning "collective call .hpc_sum. under a condition" } */
      }
    else
      s = hpc_max (u); /* { dg-warning "collective call .hpc_max. under a condition" } */
  }
  printf ("%g\n", s);
  return 0;
}
