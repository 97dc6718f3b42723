/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Nests whose inner set-up the plugin moves out of the row loop
   (plugin/hoist.cc): a three-deep nest (both inner overs set up once a
   thread), an inner range of which some processes hold nothing, a stride
   known only at run time, and sum and max reductions over such a nest.
   Each must equal the same loops run sequentially.  */
#include <stdio.h>
#include <stdlib.h>

enum { N0 = 7, N1 = 5, N2 = 13, M = 1 };

static long
value (long i, long j, long k)
{
  return i * 1000 + j * 100 + k;
}

int
main (int argc, char **argv)
{
  long s = argc > 5 ? 1 : 3;	/* a stride the compiler cannot see */
  long wrong = 0, sum = 0, want = 0, last = -1, want_last = -1;
  for (long i = 0; i < N0; i++)
    for (long k = 1; k < N2 - 1; k += s)
      {
	want += value (i, 0, k);
	want_last = value (i, 0, k) > want_last ? value (i, 0, k) : want_last;
      }
  Procs3 p = hpc_procs3 (HPC_AUTO, HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    Range z = hpc_block_range (N2, hpc_dim (p, 2));
    Range w = hpc_block_range (M, hpc_dim (p, 2));
    distributed long a[x][y][z], b[x][w], c[x][z];
    over (i = x | :)
      over (j = y | :)
	over (k = z | :)
	  a[i][j][k] = value (hpc_idx (x, i), hpc_idx (y, j), hpc_idx (z, k));
    over (i = x | :)
      over (m = w | :)
	b[i][m] = value (hpc_idx (x, i), 0, hpc_idx (w, m));
    over (i = x | :)
      over (k = z | :)
	c[i][k] = value (hpc_idx (x, i), 0, hpc_idx (z, k));
    over (i = x | :)
      over (j = y | :)
	over (k = z | :)
	  if (a[i][j][k] != value (hpc_idx (x, i), hpc_idx (y, j),
				   hpc_idx (z, k)))
	    wrong++;
    over (i = x | :)
      over (m = w | :)
	if (b[i][m] != value (hpc_idx (x, i), 0, hpc_idx (w, m)))
	  wrong++;
    /* A stride from the run, and reductions.  */
    over (i = x | :)
      over (k = z | 1 : N2 - 2 : s)
	{
	  long v = c[i][k];
	  sum += v;
	  last = v > last ? v : last;
	}
    /* c is replicated along the grid's dimension 1: count one copy.  */
    if (hpc_coord (p, 1) != 0)
      sum = 0;
    MPI_Allreduce (MPI_IN_PLACE, &sum, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &last, 1, MPI_LONG, MPI_MAX, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
  }
  if (wrong || sum != want || last != want_last)
    {
      if (hpc_rank () == 0)
	fprintf (stderr, "%ld wrong elements; sum %ld, want %ld; max %ld, "
		 "want %ld\n", wrong, sum, want, last, want_last);
      abort ();
    }
  return 0;
}
