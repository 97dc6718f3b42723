/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_ghosts: ghost widths 1 below, 1 above asked of a subrange of a cyclic or block-cyclic range, which has no ghost regions" } */
/* Misuse catalogue: ghost regions asked of a subrange of a cyclic range
   (a subrange of a block range may have them).  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_cyclic_range (40, hpc_dim (p, 0));
  Range s = hpc_subrange (x, 1, 39, 2);
  Range y = hpc_ghosts (s, 1);
  return y == s;
}
