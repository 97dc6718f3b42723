/* { dg-do run } */
/* { dg-options "-O2 -g0 -fopenmp" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A handle subscripted in an over that is the body of an at: the views
   are bound before the over's block, which keeps the declaration of its
   index and its loop together.  Without -g: its markers between the two
   hid the fault.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 10, M = 11 };

distributed long h[Range][Range];

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_block_range (M, hpc_dim (p, 1));
    distributed long a[x][y];
    h = hpc_new (x, y);
    over (i = x)
      over (j = y)
	h[i][j] = hpc_idx (x, i) * 100 + hpc_idx (y, j);
    long g = 3;
    at (l = x[g])
      over (j = y | 0 : M - 1 : 1)
	a[g][j] |= h[l][j] * 2;
    over (i = x)
      over (j = y)
	wrong += a[i][j] != (hpc_idx (x, i) == g
			     ? 2 * (g * 100 + hpc_idx (y, j)) : 0);
    hpc_free (h);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld elements wrong\n", all);
      abort ();
    }
  return 0;
}
