/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-options "-O2" } */
/* Over loops whose storage offsets come just under libhpc's limit of
   2^56 (hpc_abi.h's __hpc_over_run tells GCC they stay below it) run
   every location: a range of 2^56 - 1 indices, the last 5 of it with
   stride 1 and 2, and a nest whose inner loop is set up once a thread.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, 1);
  long n = (1L << 56) - 1, count = 0, sum = 0, pairs = 0;
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    over (i = x | n - 5 :)
      {
	count++;
	sum += hpc_idx (x, i) - (n - 5);
      }
    over (i = x | n - 5 : : 2)
      count++;
    over (i = x | n - 2 :)
      over (j = y | n - 3 :)
	pairs += hpc_idx (y, j) - (n - 3);
  }
  long v[3] = { count, sum, pairs };
  MPI_Allreduce (MPI_IN_PLACE, v, 3, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  count = v[0], sum = v[1], pairs = v[2];
  if (hpc_rank () == 0)
    printf ("count %ld sum %ld pairs %ld\n", count, sum, pairs);
  return !(count == 8 && sum == 10 && pairs == 6);
}
