/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* { dg-hpc-fail "libhpc: distributed: u: its range on dimension 0 is over a dimension of a .* grid restricted to coordinate 0 of dimension 0, but the active process group has processes outside that group, which would hold the array too; declare it inside on \\(that group\\)" } */
/* Misuse catalogue: an array over a range of a restricted group, declared
   where processes outside the group run, is refused instead of being held
   by them too.  */
#include <hpc.h>

int
main (void)
{
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (q) {
    Range y = hpc_block_range (8, hpc_dim (hpc_restrict (q, 0, 0), 1));
    distributed double u[y];
    over (j = y | :) u[j] = hpc_idx (y, j);
    hpc_describe (u);
  }
  return 0;
}
