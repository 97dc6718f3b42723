/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A nest's rows holding counted loops over a dimension held whole, whose
   bounds the rows do not change: the one-run copy of the rows runs
   where every such loop runs (plugin/version.cc, entry facts), the
   other copy where one does not (M of 0 or below, a loop starting past
   its bound).  Each loop's effect, with a continue, a break, a nested
   loop and a loop whose variable is assigned before it, must equal the
   same loops run sequentially, for every M.  */
#include <stdio.h>

enum { N0 = 6, N1 = 7, K = 9 };

static double
expect (long i, long j, int m, int k)
{
  double v = 0;
  for (int l = 0; l < m + 1; l++)
    if (l == k)
      v += i + j;
  for (int l = 1; l <= m; l++)
    {
      if (l == 3)
	continue;
      if (l == k)
	v += 10 * l;
    }
  for (int l = 0; l < m; l++)
    {
      if (l == 4)
	break;
      for (int q = l; q < m; q++)
	if (q == k)
	  v += 100;
    }
  int l;
  for (l = 2; l < m - 1; l++)
    if (l == k)
      v += 1000;
  return v;
}

static long
run (Procs2 p, int m)
{
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_block_range (N1, hpc_dim (p, 1));
    distributed double a[x][y][K];
    over (i = x | :)
      over (j = y | :)
	for (int k = 0; k < K; k++)
	  a[i][j][k] = 0;
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  for (int l = 0; l < m + 1; l++)
	    if (l < K)
	      a[i][j][l] += gi + gj;
	  for (int l = 1; l <= m; l++)
	    {
	      if (l == 3)
		continue;
	      if (l < K)
		a[i][j][l] += 10 * l;
	    }
	  for (int l = 0; l < m; l++)
	    {
	      if (l == 4)
		break;
	      for (int q = l; q < m; q++)
		if (q < K)
		  a[i][j][q] += 100;
	    }
	  int l;
	  for (l = 2; l < m - 1; l++)
	    if (l < K)
	      a[i][j][l] += 1000;
	}
    over (i = x | :)
      over (j = y | :)
	for (int k = 0; k < K; k++)
	  if (a[i][j][k] != expect (hpc_idx (x, i), hpc_idx (y, j), m, k))
	    wrong++;
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
  }
  return wrong;
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  static const int ms[] = { 5, 8, 1, 0, -3, 2, 3 };
  long wrong = 0;
  for (unsigned t = 0; t < sizeof ms / sizeof ms[0]; t++)
    {
      long w = run (p, ms[t]);
      if (w)
	printf ("m %d: %ld elements wrong\n", ms[t], w);
      wrong += w;
    }
  return wrong != 0;
}
