/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_cut_range: cut points decrease at process 1 \\(6, then 4\\)" } */
/* Misuse catalogue: Cut points must not decrease.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  long cuts[] = { 0, 6, 4 };
  hpc_cut_range (d, cuts);
  return 0;
}
