/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-fail "libhpc: hpc_procs2: a 3 x 2 grid needs 6 processes but the active process group has only \[1-4\] \\(process \[0-3\] of \[1-4\]\\)" } */
/* A grid larger than the active process group.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (3, 2);
  return hpc_member (p) ? 0 : 0;
}
