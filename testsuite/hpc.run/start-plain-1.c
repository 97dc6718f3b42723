/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* A program with no MPI calls of its own: libhpc starts MPI at the first
   hpc_ call and finalises it at exit.  Also runs as a plain ./prog (one
   process, no mpirun).  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

int
main (void)
{
  int n = hpc_nprocs ();
  CHECK (n >= 1 && hpc_rank () < n);
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  CHECK (hpc_group_size (p) == n);
  Range x = hpc_block_range (6, hpc_dim (p, 0), 1);
  double *a = hpc_array_new (sizeof (double), 1, &x, NULL);
  (void) a;			/* left for the exit handler to free */
  return 0;
}
