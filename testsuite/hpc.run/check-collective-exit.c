/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2 4" } */
/* { dg-hpc-fail "libhpc: .*check mode: not every process of the active group reached this collective within 1 s \\(HPC_CHECK_TIMEOUT\\): process 0 is in hpc_sum_double at \[^ \]*check-collective-exit.c:22, process 1 in exit \\(main returned or exit was called\\)" } */
/* Check mode: a collective that only process 0 calls (under a test of its
   rank, which the compiler warns about) is reported with its file and
   line, and with where the others are: they have left main.  Process 0 prints
   check mode: not every process of the active group reached this collective within 1 s (HPC_CHECK_TIMEOUT): process 0 is in hpc_sum_double at FILE:22, process 1 in exit (main returned or exit was called)  */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setenv ("HPC_CHECK_TIMEOUT", "1", 1);
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :) u[i] = 1;
    if (hpc_rank () == 0)
      printf ("%g\n", hpc_sum (u)); /* { dg-warning "collective call .hpc_sum. under a condition" } */
  }
  return 0;
}
