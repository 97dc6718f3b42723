/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_procs1: called after MPI_Finalize" } */
/* An hpc_ call after the program finalised MPI.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  printf ("%d\n", hpc_rank ());
  MPI_Finalize ();
  Procs1 p = hpc_procs1 (HPC_AUTO);
  return p != NULL;
}
