/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_bcast_elem: NULL result or index" } */
/* Misuse catalogue: hpc_bcast_elem without a result.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (4, d);
  distributed int u[x];
  long i = 0;
  hpc_bcast_elem (NULL, u, &i);
  return 0;
}
