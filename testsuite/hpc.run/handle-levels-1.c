/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A hierarchy of three grids of different sizes, as a multigrid code
   keeps it: handles in an array (lev[k][i][j]), as struct members
   (g[k].res[i][j]), made by a function returning a handle of a typedef'd
   type; each level smoothed with its halo exchanged and summed, and
   compared with the same computation on plain C arrays.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 36, LEVELS = 3 };

typedef distributed double grid[Range][Range];

distributed double lev[LEVELS][Range][Range];

struct level
{
  Range x, y;
  int n;
  grid res;
};

static struct level g[LEVELS];

static double
initial (int k, long i, long j)
{
  return (double) ((i * 3 + j * 5 + k * 7) % 10);
}

static grid
make (Range x, Range y)
{
  grid a = hpc_new (x, y);
  return a;
}

static void
smooth (int k)
{
  Range x = g[k].x, y = g[k].y;
  int n = g[k].n;
  hpc_write_halo (lev[k]);
  over (i = x | 1 : n - 2)
    over (j = y | 1 : n - 2)
      g[k].res[i][j] = lev[k][i][j] - 0.125 * (lev[k][i - 1][j]
					       + lev[k][i + 1][j]
					       + lev[k][i][j - 1]
					       + lev[k][i][j + 1]);
}

int
main (void)
{
  double want[LEVELS];
  for (int k = 0, n = N; k < LEVELS; k++, n /= 2)
    {
      want[k] = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  want[k] += initial (k, i, j) - 0.125 * (initial (k, i - 1, j)
						  + initial (k, i + 1, j)
						  + initial (k, i, j - 1)
						  + initial (k, i, j + 1));
    }
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  long wrong = 0;
  on (p) {
    for (int k = 0, n = N; k < LEVELS; k++, n /= 2)
      {
	g[k].n = n;
	g[k].x = hpc_block_range (n, hpc_dim (p, 0), 1);
	g[k].y = hpc_block_range (n, hpc_dim (p, 1), 1);
	lev[k] = make (g[k].x, g[k].y);
	g[k].res = hpc_new (g[k].x, g[k].y);
	Range x = g[k].x, y = g[k].y;
	over (i = x)
	  over (j = y)
	    lev[k][i][j] = initial (k, hpc_idx (x, i), hpc_idx (y, j));
      }
    for (int k = 0; k < LEVELS; k++)
      {
	smooth (k);
	double s = hpc_sum (g[k].res);
	if (s != want[k])
	  {
	    fprintf (stderr, "level %d: sum %g, sequential %g\n", k, s,
		     want[k]);
	    wrong++;
	  }
      }
    for (int k = 0; k < LEVELS; k++)
      {
	hpc_free (lev[k]);
	hpc_free (g[k].res);
      }
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    abort ();
  return 0;
}
