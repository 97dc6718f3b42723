/* { dg-do run } */
/* { dg-hpc-procs "2 3 4" } */
/* { dg-hpc-fail "libhpc: hpc_array_offset: array: global index \[89\] of dimension 0 \\(extent 10\\) is not held on this process \\(process 0 of \[2-4\]\\)" } */
/* hpc_array_offset of an index held by another process (cyclic: no
   ghosts).  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_cyclic_range (10, hpc_dim (p, 0));
  float *a = hpc_array_new (sizeof (float), 1, &x, NULL);
  long g = hpc_nprocs () == 3 ? 8 : 9;	/* owner: g % P != 0 */
  if (hpc_rank () == 0)
    printf ("%td\n", hpc_array_offset (a, 0, g));
  MPI_Barrier (hpc_comm (p));
  return 0;
}
