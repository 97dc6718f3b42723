/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: subscript: .*misuse-subscript-shift-runtime.c:\[0-9\]+: 'u': shift -2 on dimension 0 is wider than its ghost region \\(1 below, 1 above\\)" } */
/* Misuse catalogue: A shift wider than a ghost width known only at run
   time.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  int g = hpc_nprocs () > 0;
  Range x = hpc_block_range (10, d, g);
  distributed int u[x];
  int s = 0;
  over (i = x | 2 : 7)
    s += u[i - 2];
  return s;
  return 0;
}
