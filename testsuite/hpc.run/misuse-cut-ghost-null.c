/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_cut_range_ghost: the cut points are NULL" } */
/* Misuse catalogue: hpc_cut_range_ghost without cut points.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_cut_range_ghost (d, NULL, 1, 1);
  return 0;
}
