/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_cut_range_ghost: negative ghost width \\(-1 below, 0 above\\)" } */
/* Misuse catalogue: An irregular range with a negative ghost width.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long cuts[] = { 0, 5 };
  hpc_cut_range_ghost (d, cuts, -1, 0);
  return 0;
}
