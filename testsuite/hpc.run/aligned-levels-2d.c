/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Restriction and prolongation between 2-D grid levels aligned by
   hpc_subrange (NAS MG's pattern): the coarse ranges are every other
   point of the fine ones, coarse[i][j] = full weighting of the 3 x 3
   fine points around fine[i][j] (locations of the coarse ranges on the
   fine array, shifts in the fine index space), then the coarse values
   injected into a second fine array and interpolated along each
   dimension.  Checked against the sequential computation on global
   indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 33
#define M 25

static double
init (long g, long h)
{
  return (double) ((g * g + 3 * h + g * h) % 61) - 0.125 * g;
}

static double
weigh (long g, long h)
{
  double s = 0;
  for (int a = -1; a <= 1; a++)
    for (int b = -1; b <= 1; b++)
      s += init (g + a, h + b) / ((1 << abs (a)) * (1 << abs (b)));
  return s / 4;
}

/* The coarse value at coarse point (K, L).  */
static double
coarse_at (long k, long l)
{
  if (k < 1 || k > N / 2 - 1 || l < 1 || l > M / 2 - 1)
    return 0;
  return weigh (2 * k, 2 * l);
}

/* Linear interpolation of the coarse values at fine point (G, H).  */
static double
prolonged (long g, long h)
{
  long k = g / 2, l = h / 2;
  double lo = g % 2 ? 0.5 * (coarse_at (k, l) + coarse_at (k + 1, l))
		    : coarse_at (k, l);
  if (h % 2 == 0)
    return lo;
  double hi = g % 2 ? 0.5 * (coarse_at (k, l + 1) + coarse_at (k + 1, l + 1))
		    : coarse_at (k, l + 1);
  return 0.5 * (lo + hi);
}

int
main (void)
{
  int bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
      Range y = hpc_block_range (M, hpc_dim (p, 1), 1);
      Range cx = hpc_subrange (x, 0, N - 1, 2);
      Range cy = hpc_subrange (y, 0, M - 1, 2);
      distributed double fine[x][y], back[x][y], coarse[cx][cy];
      over (i = x)
	over (j = y)
	  fine[i][j] = init (hpc_idx (x, i), hpc_idx (y, j));
      hpc_write_halo (fine);
      /* Restriction: the coarse interior from the fine grid.  */
      over (i = cx | 1 : hpc_size (cx) - 2)
	over (j = cy | 1 : hpc_size (cy) - 2)
	  coarse[i][j] = (fine[i][j]
			  + 0.5 * (fine[i - 1][j] + fine[i + 1][j]
				   + fine[i][j - 1] + fine[i][j + 1])
			  + 0.25 * (fine[i - 1][j - 1] + fine[i - 1][j + 1]
				    + fine[i + 1][j - 1] + fine[i + 1][j + 1]))
			 / 4;
      /* Prolongation: inject, then interpolate the odd rows, then the
	 odd columns.  */
      over (i = cx)
	over (j = cy)
	  back[i][j] = coarse[i][j];
      hpc_write_halo (back);
      over (i = x | 1 : N - 2 : 2)
	over (j = y | 0 : M - 1 : 2)
	  back[i][j] = 0.5 * (back[i - 1][j] + back[i + 1][j]);
      hpc_write_halo (back);
      over (i = x)
	over (j = y | 1 : M - 2 : 2)
	  back[i][j] = 0.5 * (back[i][j - 1] + back[i][j + 1]);
      over (i = cx)
	over (j = cy)
	  if (coarse[i][j] != coarse_at (hpc_idx (cx, i), hpc_idx (cy, j)))
	    bad = 1;
      over (i = x)
	over (j = y)
	  if (back[i][j] != prolonged (hpc_idx (x, i), hpc_idx (y, j)))
	    bad = 1;
    }
  if (bad)
    fprintf (stderr, "aligned-levels-2d: wrong element\n");
  return bad;
}
