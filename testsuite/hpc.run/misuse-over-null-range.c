/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: over: .*misuse-over-null-range.c:\[0-9\]+: the range is NULL" } */
/* Misuse catalogue: over of a NULL range.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = NULL;
  over (i = x | :) hpc_nprocs ();
  return 0;
}
