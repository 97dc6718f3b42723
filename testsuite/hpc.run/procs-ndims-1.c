/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_procs: 9 dimensions; a grid has 1 to 8" } */
/* Too many grid dimensions.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  int shape[9] = { 0 };
  Group p = hpc_procs (9, shape);
  return hpc_member (p) ? 0 : 0;
}
