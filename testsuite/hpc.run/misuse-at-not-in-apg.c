/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: at: .*misuse-at-not-in-apg.c:\[0-9\]+: the range's process dimension is not a dimension of the active process group" } */
/* Misuse catalogue: at over a range of a grid outside the active group.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  on (hpc_procs1 (1))
    at (l = x[0]) hpc_nprocs ();
  return 0;
}
