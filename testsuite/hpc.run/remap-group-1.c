/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_remap: array.s group \\(.*\\) is not part of the active process group" } */
/* hpc_remap of an array made outside on (q) from inside it: the array's
   group (all processes) is not inside the active process group.  */

#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO), q = hpc_procs1 (1);
  Range x = hpc_block_range (5, hpc_dim (p, 0));
  float *a = hpc_array_new (sizeof (float), 1, &x, NULL);
  on (q)
    {
      float *b = hpc_array_new (sizeof (float), 1, NULL, (long[]) { 5 });
      hpc_remap (b, a);
    }
  return 0;
}
