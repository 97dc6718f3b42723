/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: subscript: .*misuse-over-expand-shift.c:\[0-9\]+: 'u': shift -2 on dimension 0 is wider than its ghost region \\(1 below, 1 above\\)" } */
/* Misuse catalogue: a shift that reaches past the ghosts from the farthest location of an hpc_expand over (ghost width known at run time only: u[i - 1] one ghost below the block reads two below).  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  int g = hpc_nprocs () > 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), g);
    distributed double u[x], v[x];
    over (i = hpc_expand (x, 1))
      v[i] = u[i - 1];
  }
  return 0;
}
