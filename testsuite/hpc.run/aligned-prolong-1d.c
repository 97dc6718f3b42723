/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Prolongation between grid levels aligned by hpc_subrange: the coarse
   values are written into the fine array through locations of the
   coarse range c = hpc_subrange (x, 0, N - 1, 2) (each the fine element
   with the same global index, held by the same process), then the fine
   points between them are interpolated after a halo exchange.  Also a
   fine array with other ghost widths than x's.  Checked against the
   sequential computation on global indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 43

static double
coarse_value (long k)
{
  return (double) ((k * 5 + 3) % 17) + 0.25 * k;
}

/* The prolonged value at fine point G.  */
static double
prolonged (long g)
{
  if (g % 2 == 0)
    return coarse_value (g / 2);
  return 0.5 * (coarse_value (g / 2) + coarse_value (g / 2 + 1));
}

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
      Range c = hpc_subrange (x, 0, N - 1, 2);
      Range x2 = hpc_ghosts (x, 2);
      distributed double fine[x], wide[x2], coarse[c];
      over (i = c)
	coarse[i] = coarse_value (hpc_idx (c, i));
      over (i = c)
	{
	  fine[i] = coarse[i];
	  wide[i] = 2 * coarse[i];
	}
      hpc_write_halo (fine);
      hpc_write_halo (wide);
      over (i = x | 1 : N - 2 : 2)
	fine[i] = 0.5 * (fine[i - 1] + fine[i + 1]);
      over (i = x | 1 : N - 2 : 2)
	wide[i] = 0.5 * (wide[i - 1] + wide[i + 1]);
      over (i = x)
	{
	  long g = hpc_idx (x, i);
	  if (fine[i] != prolonged (g) || wide[i] != 2 * prolonged (g))
	    bad = 1;
	}
    }
  if (bad)
    fprintf (stderr, "aligned-prolong-1d: wrong element\n");
  return bad;
}
