/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_sum_double: array has 4-byte elements, this call takes 8-byte ones" } */
/* A typed reduction of an array of another element size.  */

#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_cyclic_range (5, hpc_dim (p, 0));
  int *a = hpc_array_new (sizeof (int), 1, &x, NULL);
  return hpc_sum_double (a) == 0 ? 0 : 1;
}
