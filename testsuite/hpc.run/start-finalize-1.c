/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* libhpc started MPI; the program finalises it itself, then still reads
   and frees its arrays and exits cleanly.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0));
  long *a = hpc_array_new (sizeof (long), 1, &x, NULL);
  long n = hpc_local_size (x);
  for (long i = 0; i < n; i++)
    a[i] = i + 1;
  MPI_Comm c = hpc_comm (hpc_restrict (p, 0, hpc_coord (p, 0)));
  CHECK (c != MPI_COMM_NULL);

  int fini = 0;
  MPI_Finalize ();
  MPI_Finalized (&fini);
  CHECK (fini);
  /* Arrays in scope stay readable, as malloc'd memory would.  */
  for (long i = 0; i < n; i++)
    CHECK (a[i] == i + 1);
  hpc_array_free (a);
  return 0;
}
