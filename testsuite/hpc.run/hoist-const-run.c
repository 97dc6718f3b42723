/* { dg-do run } */
/* { dg-options "-fdump-tree-original" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Nests whose inner bounds and stride call const functions (hpc_size, a
   const function of the program), which the plugin sets up once a
   thread (plugin/hoist.cc), on block and cyclic inner ranges: each
   element written once, and the sum of the elements visited, must equal
   the same loops run sequentially.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 7, N1 = 19 };

static long step_of (long s) __attribute__ ((const, noinline));
static long
step_of (long s)
{
  return s + 1;
}

int
main (int argc, char **argv)
{
  long s = argc > 5 ? 0 : 2;	/* a stride the compiler cannot see */
  long wrong = 0, sum = 0, want = 0;
  for (long i = 0; i < N0; i++)
    for (long j = 1; j <= N1 - 2; j += step_of (s))
      want += i * 100 + j;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_block_range (N1, hpc_dim (p, 1));
    Range c = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed long a[x][y], b[x][c];
    over (i = x | :)
      over (j = y | 1 : hpc_size (y) - 2 : step_of (s))
	a[i][j] = hpc_idx (x, i) * 100 + hpc_idx (y, j);
    over (i = x | :)
      over (j = c | 1 : hpc_size (c) - 2 : step_of (s))
	b[i][j] = hpc_idx (x, i) * 100 + hpc_idx (c, j);
    over (i = x | :)
      over (j = y | :)
	{
	  long g = hpc_idx (y, j);
	  long w = g >= 1 && g <= N1 - 2 && (g - 1) % step_of (s) == 0
		   ? hpc_idx (x, i) * 100 + g : 0;
	  if (a[i][j] != w)
	    wrong++;
	}
    over (i = x | :)
      over (j = c | 1 : hpc_size (c) - 2 : step_of (s))
	sum += b[i][j];
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &sum, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
  }
  if (wrong || sum != want)
    {
      printf ("wrong %ld, sum %ld, want %ld\n", wrong, sum, want);
      return 1;
    }
  return 0;
}
/* Each of the four nests set up once a thread.  */
/* { dg-final { scan-hpc-dump-times "__hpc_hoist_group = __hpc_over_setup" 4 "original" } } */
