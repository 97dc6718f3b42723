/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-triplet-outside.c:\[0-9\]+: triplet -1:10:1 reaches index -1, outside the range's indices 0..9" } */
/* Misuse catalogue: over with a triplet starting below the range.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 1);
    distributed double u[x];
    long n = hpc_size (x);
    over (i = x | -1 : n)
      u[i] = 1;
  }
  return 0;
}
