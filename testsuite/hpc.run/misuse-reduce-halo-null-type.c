/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_reduce_halo: u: null datatype or operation" } */
/* Misuse catalogue: hpc_reduce_halo with MPI_DATATYPE_NULL.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d, 1);
  distributed double u[x];
  hpc_reduce_halo (u, MPI_DATATYPE_NULL, MPI_SUM);
  return 0;
}
