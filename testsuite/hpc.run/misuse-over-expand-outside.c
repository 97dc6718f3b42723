/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-expand-outside.c:\[0-9\]+: triplet -2:9:1 reaches index -2, outside -1..10" } */
/* Misuse catalogue: an hpc_expand over whose triplet reaches past the ghosts it asks for.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), 2);
    distributed double u[x];
    over (i = hpc_expand (x, 1) | -2 : 9)
      u[i] = 1;
  }
  return 0;
}
