/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Nests whose inner over's body walks the last dimension with loops of
   its own, which prefetch the row the next location reads (plugin/
   touch.cc): NAS MG's resid (its diagonals read) over every location
   and over every other one, on grids whose blocks hold one row, a few,
   or many.  Results must equal the same loops run sequentially.  Arrays
   this small stay in cache, where libhpc does not prefetch:
   HPC_TOUCH_MIN_KB=0 makes it.  */
#include <stdio.h>
#include <stdlib.h>

enum { M = 40, MAXN = 29 };

static double
initial (long i3, long i2, long i1)
{
  return (double) ((i3 * 7 + i2 * 5 + i1 * 3) % 17);
}

static double s_u[MAXN][MAXN][M], s_r[MAXN][MAXN][M];

/* The nest on plain arrays, over i2 = 1, 1 + ST, ... <= N1 - 2.  */
static void
sequential (int n0, int n1, int st)
{
  for (int i3 = 0; i3 < n0; i3++)
    for (int i2 = 0; i2 < n1; i2++)
      for (int i1 = 0; i1 < M; i1++)
	{
	  s_u[i3][i2][i1] = initial (i3, i2, i1);
	  s_r[i3][i2][i1] = 0;
	}
  for (int i3 = 1; i3 < n0 - 1; i3++)
    for (int i2 = 1; i2 < n1 - 1; i2 += st)
      {
	double u1[M], u2[M];
	for (int i1 = 0; i1 < M; i1++)
	  {
	    u1[i1] = s_u[i3][i2 - 1][i1] + s_u[i3][i2 + 1][i1]
		     + s_u[i3 - 1][i2][i1] + s_u[i3 + 1][i2][i1];
	    u2[i1] = s_u[i3 - 1][i2 - 1][i1] + s_u[i3 - 1][i2 + 1][i1]
		     + s_u[i3 + 1][i2 - 1][i1] + s_u[i3 + 1][i2 + 1][i1];
	  }
	for (int i1 = 1; i1 < M - 1; i1++)
	  s_r[i3][i2][i1] = s_u[i3][i2][i1]
			    - 0.5 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1]);
      }
}

/* The distributed nest on an N0 x N1 grid: the elements that differ.  */
static long
distributed_run (Procs2 p, int n0, int n1, int st)
{
  long wrong = 0;
  on (p) {
    Range x = hpc_block_range (n0, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n1, hpc_dim (p, 1), 1);
    distributed double u[x][y][M], r[x][y][M];
    over (i3 = x | :)
      over (i2 = y | :)
	for (int i1 = 0; i1 < M; i1++)
	  {
	    u[i3][i2][i1] = initial (hpc_idx (x, i3), hpc_idx (y, i2), i1);
	    r[i3][i2][i1] = 0;
	  }
    int widths[] = { 1, 1, 0 };
    hpc_write_halo (u, widths);
    over (i3 = x | 1 : n0 - 2)
      over (i2 = y | 1 : n1 - 2 : st)
	{
	  double u1[M], u2[M];
	  for (int i1 = 0; i1 < M; i1++)
	    {
	      u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1]
		       + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
	      u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1]
		       + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
	    }
	  for (int i1 = 1; i1 < M - 1; i1++)
	    r[i3][i2][i1] = u[i3][i2][i1]
			    - 0.5 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1]);
	}
    over (i3 = x | :)
      over (i2 = y | :)
	for (int i1 = 0; i1 < M; i1++)
	  if (r[i3][i2][i1] != s_r[hpc_idx (x, i3)][hpc_idx (y, i2)][i1])
	    wrong++;
  }
  return wrong;
}

int
main (void)
{
  setenv ("HPC_TOUCH_MIN_KB", "0", 1);	/* read when libhpc starts */
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  if (__hpc_touch_min_bytes != 0)
    {
      fprintf (stderr, "HPC_TOUCH_MIN_KB=0 left a threshold of %ld bytes\n",
	       __hpc_touch_min_bytes);
      abort ();
    }
  static const int sizes[][2] = { { 3, 3 }, { 4, 5 }, { 6, 4 }, { 23, 29 } };
  long all = 0;
  for (int st = 1; st <= 2; st++)
    for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
      {
	sequential (sizes[k][0], sizes[k][1], st);
	long wrong = distributed_run (p, sizes[k][0], sizes[k][1], st);
	MPI_Allreduce (MPI_IN_PLACE, &wrong, 1, MPI_LONG, MPI_SUM,
		       hpc_comm (hpc_apg ()));
	if (wrong && hpc_rank () == 0)
	  fprintf (stderr, "%ld elements differ on %d x %d, stride %d\n",
		   wrong, sizes[k][0], sizes[k][1], st);
	all += wrong;
      }
  if (all)
    abort ();
  return 0;
}
