/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_cut_range: the first cut point is 1, not 0" } */
/* Misuse catalogue: Cut points must start at 0.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long cuts[] = { 1, 5 };
  hpc_cut_range (d, cuts);
  return 0;
}
