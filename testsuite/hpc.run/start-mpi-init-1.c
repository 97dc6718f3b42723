/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* A program that initialises and finalises MPI itself, before and after
   using libhpc.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

int
main (int argc, char **argv)
{
  int provided, size, rank;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  CHECK (hpc_nprocs () == size && hpc_rank () == rank);

  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (8, hpc_dim (p, 0));
  int *a = hpc_array_new (sizeof (int), 1, &x, NULL);
  long here = hpc_local_size (x), total = 0;
  MPI_Allreduce (&here, &total, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
  CHECK (total == 8);
  hpc_array_free (a);

  /* The program's own MPI keeps working next to libhpc's.  */
  int one = 1, sum = 0;
  MPI_Allreduce (&one, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  CHECK (sum == size);
  MPI_Finalize ();
  return 0;
}
