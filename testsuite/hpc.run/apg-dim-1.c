/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* { dg-hpc-fail "libhpc: over: the range is distributed over dimension 1 of a \[1-2\] x \[1-2\] grid, which is not a dimension of the active process group \\(a 1-D grid of size \[1-4\]\\)" } */
/* over (as lowered) on a range whose process dimension is not one of the
   active process group's: the grid was never entered with on.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Group g = __hpc_apg_sub (hpc_dim (p, 1), 0, "over");
  return hpc_member (g) ? 0 : 0;
}
