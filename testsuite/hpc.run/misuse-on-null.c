/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: on: the group is NULL" } */
/* Misuse catalogue: on of a NULL group.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Group g = NULL;
  on (g) hpc_nprocs ();
  return 0;
}
