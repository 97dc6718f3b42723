/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce_halo: 0x\[0-9a-f\]+ is not a distributed array" } */
/* Misuse catalogue: hpc_reduce_halo of a plain C array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  double v[4];
  hpc_reduce_halo (v, MPI_DOUBLE, MPI_SUM);
  return 0;
}
