/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: at: .*misuse-at-null-range.c:\[0-9\]+: the range is NULL" } */
/* Misuse catalogue: at of a NULL range.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = NULL;
  at (l = x[0]) hpc_nprocs ();
  return 0;
}
