/* { dg-do run } */
/* { dg-hpc-procs "1 3" } */
/* { dg-hpc-fail "libhpc: hpc_sec: array: index -1 outside 0..4 of dimension 0" } */
/* A scalar section entry outside the bounds.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  float *a = hpc_array_new (sizeof (float), 1, NULL, (long[]) { 5 });
  return hpc_sec (a, hpc_scalar (-1))->size > 0 ? 0 : 0;
}
