/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_remap from a section held by one process into a replicated array:
   the holder is worked out locally from the scalar section entries (no
   gather), also when the source is replicated over a grid dimension it
   does not use (the lowest rank sends) and inside an at, whose active
   group is a restriction of the grid.  Every destination copy must hold
   the source's values.  */
#include "report.h"

enum { N = 7 };

static double
value (long i, long j)
{
  return i * 100 + j;
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    Range y = hpc_block_range (N, hpc_dim (p, 1));
    distributed double a[x][N];		/* replicated over dimension 1 */
    distributed double c[x][y];
    distributed double b[N];
    over (i = x | :)
      for (int j = 0; j < N; j++)
	a[i][j] = value (hpc_idx (x, i), j);
    over (i = x | :)
      over (j = y | :)
	c[i][j] = value (hpc_idx (x, i), hpc_idx (y, j));

    long bad = 0;
    for (int k = 0; k < N; k++)
      {
	hpc_remap (b, a[[k, :]]);
	for (int j = 0; j < N; j++)
	  bad += b[j] != value (k, j);
      }
    check (bad, "rows of a[x][N] (replicated over grid dimension 1)");

    bad = 0;
    for (int k = 0; k < N; k++)
      {
	hpc_remap (b[[k]], c[[k, N - 1 - k]]);
	bad += b[k] != value (k, N - 1 - k);
	hpc_remap (b[[0 : 2]], a[[k, 4 :]]);
	for (int j = 0; j < 3; j++)
	  bad += b[j] != value (k, 4 + j);
      }
    check (bad, "single elements of c[x][y] and parts of rows");

    bad = 0;
    for (int k = 0; k < N; k++)
      at (l = x[k])
	{
	  /* The APG: the processes of grid row owner (k).  */
	  Range z = hpc_block_range (N, hpc_dim (p, 1));
	  distributed double r[z], s[N];
	  over (m = z | :)
	    r[m] = value (k, hpc_idx (z, m));
	  for (int j = 0; j < N; j++)
	    {
	      hpc_remap (s[[j]], r[[j]]);
	      bad += s[j] != value (k, j);
	    }
	}
    check (bad, "inside at: a restricted group's holder");
  }
  return failures != 0;
}
