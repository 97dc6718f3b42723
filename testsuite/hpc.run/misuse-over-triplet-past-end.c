/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-triplet-past-end.c:\[0-9\]+: triplet 1:10:3 reaches index 10, outside the range's indices 0..9" } */
/* Misuse catalogue: over with a triplet reaching past the range's last index.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (10, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | 1 : 10 : 3)
      u[i] = 1;
  }
  return 0;
}
