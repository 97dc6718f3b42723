/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-fail "libhpc: hpc_procs2: negative extent -2 in dimension 1 of the grid" } */
/* A negative grid extent.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, -2);
  return hpc_member (p) ? 0 : 0;
}
