/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: MPI_Init: called after libhpc had started" } */
/* MPI_Init after the first hpc_ call.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  printf ("%d\n", hpc_rank ());
  MPI_Init (&argc, &argv);
  MPI_Finalize ();
  return 0;
}
