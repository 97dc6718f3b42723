/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: \[^\n\]*misuse-over-offset-limit.c:\[0-9\]+: the local part of the loop reaches storage offset \[0-9\]+, beyond libhpc's limit of 2\\^56" } */
/* Misuse catalogue: an over whose local part reaches beyond storage
   offset 2^56, which compiled loops take as a bound (hpc_abi.h's
   __hpc_over_run).  A range of 2^58 indices holds no array, but a loop
   over its far end would otherwise run with that bound broken.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long n = 1L << 58, count = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    over (i = x | n - 4 :)
      count++;
  }
  printf ("%ld\n", count);
  return 0;
}
