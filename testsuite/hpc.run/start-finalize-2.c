/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A block-scope array is freed at its block's exit, also when the
   program finalised MPI inside the block: the array stays readable until
   then, as malloc'd memory would, and the exit frees it without MPI.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

static long
fill_and_finalize (Procs1 p, Range x)
{
  long sum = 0, expect = 0;
  {
    distributed long a[x][2];
    on (p) {
      over (i = x)
        for (int k = 0; k < 2; k++)
          a[i][k] = hpc_idx (x, i) + k;
      over (i = x)
        {
          sum += a[i][0] + a[i][1];
          expect += 2 * hpc_idx (x, i) + 1;
        }
    }
    int fini = 0;
    MPI_Finalize ();
    MPI_Finalized (&fini);
    CHECK (fini);
  }
  CHECK (sum == expect);
  return sum;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0));
  long sum = fill_and_finalize (p, x);
  printf ("%ld\n", sum);
  return 0;
}
