/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: stop here \\(process \[01\] of 2\\)" } */
/* Misuse catalogue: hpc_abort ends the whole job with its message and a
   non-zero status.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_abort (3, "stop here");
  return 0;
}
