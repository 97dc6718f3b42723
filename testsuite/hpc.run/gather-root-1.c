/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_gather: root 2 is not a rank of the active process group \\(0..1\\)" } */
/* hpc_gather to a root outside the active process group.  */

#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (5, hpc_dim (p, 0));
  int *a = hpc_array_new (sizeof (int), 1, &x, NULL);
  int buf[5];
  hpc_gather (buf, a, 2);
  return 0;
}
