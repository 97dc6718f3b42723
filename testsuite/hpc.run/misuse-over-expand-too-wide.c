/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-expand-too-wide.c:\[0-9\]+: hpc_expand by 2 below and 2 above is not within the range's ghost regions \\(1 below, 1 above\\)" } */
/* Misuse catalogue: hpc_expand wider than the range's ghosts (known at run time only).  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  int g = hpc_nprocs () > 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), g);
    distributed double u[x];
    over (i = hpc_expand (x, 2))
      u[i] = 1;
  }
  return 0;
}
