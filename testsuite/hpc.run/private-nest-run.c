/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Privates assigned inside the loops and branches of an over body (the
   rows of an inner over, an inner for's counter declared outside, the
   branches of an if) run on every thread with a copy of their own: the
   results equal the same loops run sequentially, and after each loop the
   variables hold what the process's last iteration left in them (their
   values from before it on a process with no iteration).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 9, N1 = 14, M = 5 };

static long
value (long g, long h)
{
  return g * 100 + h;
}

int
main (void)
{
  long want[N0][N1], want_sum[N0];
  for (long g = 0; g < N0; g++)
    {
      want_sum[g] = 0;
      for (long h = 0; h < N1; h++)
	{
	  long t = value (g, h) * 3;
	  want[g][h] = t * t + (h % 2 ? t : -t);
	  for (long m = 0; m < M; m++)
	    want_sum[g] += want[g][h] + m;
	}
    }
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long t = -1, sign = -2, wrong = 0;
  int m = -3;
  on (p) {
    Range x = hpc_block_range (N0, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (N1, hpc_dim (p, 1));
    distributed long a[x][y], rows[x][y];
    /* The process's last iteration: its highest indices.  */
    long g_last = -1, h_last = -1;
    over (i = x | :)
      over (k = y | :)
	{
	  long g = hpc_idx (x, i), h = hpc_idx (y, k);
	  g_last = g > g_last ? g : g_last;
	  h_last = h > h_last ? h : h_last;
	}
    int none = g_last < 0 || h_last < 0;
    over (i = x | :)
      over (k = y | :)
	{
	  t = value (hpc_idx (x, i), hpc_idx (y, k)) * 3;
	  if (hpc_idx (y, k) % 2)
	    sign = 1;
	  else
	    sign = -1;
	  a[i][k] = t * t + sign * t;
	}
    if (none)
      CHECK (t == -1 && sign == -2);
    else
      CHECK (t == value (g_last, h_last) * 3
	     && sign == (h_last % 2 ? 1 : -1));
    over (i = x | :)
      over (k = y | :)
	{
	  rows[i][k] = 0;
	  for (m = 0; m < M; m++)
	    rows[i][k] += a[i][k] + m;
	}
    CHECK (m == (none ? -3 : M));
    over (i = x | :)
      over (k = y | :)
	if (a[i][k] != want[hpc_idx (x, i)][hpc_idx (y, k)])
	  wrong++;
    /* Each process sums its own columns of a row; then all of them.  */
    long sums[N0] = { 0 };
    over (i = x | :)
      over (k = y | :)
	sums[hpc_idx (x, i)] += rows[i][k];
    MPI_Allreduce (MPI_IN_PLACE, sums, N0, MPI_LONG, MPI_SUM, hpc_comm (p));
    MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    CHECK (wrong == 0);
    for (long g = 0; g < N0; g++)
      CHECK (sums[g] == want_sum[g]);
  }
  return 0;
}
