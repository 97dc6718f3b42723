/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Restriction between grid levels aligned by hpc_subrange: a location of
   the coarse range c = hpc_subrange (x, 0, N - 1, 2) subscripts the fine
   array over x at the fine element with the same global index, and its
   shifts are in x's index space (fine[i - 1] is the fine neighbour, in a
   ghost at a block's edge).  Also the odd points (a subrange starting at
   1) and a subrange of a subrange (every fourth point).  Checked against
   the sequential computation on global indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 41

static double
init (long g)
{
  return (double) ((g * g * 3 + g) % 97) - 0.5 * g;
}

/* Full weighting at fine point G, one of 1 .. N-2.  */
static double
weigh (long g)
{
  return 0.5 * init (g) + 0.25 * (init (g - 1) + init (g + 1));
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
      Range odd = hpc_subrange (x, 1, N - 1, 2);
      Range c4 = hpc_subrange (c, 0, hpc_size (c) - 1, 2);
      distributed double fine[x], coarse[c], codd[odd], c4v[c4];
      over (i = x)
	fine[i] = init (hpc_idx (x, i));
      hpc_write_halo (fine);
      over (i = c | 1 : hpc_size (c) - 2)
	coarse[i] = 0.5 * fine[i] + 0.25 * (fine[i - 1] + fine[i + 1]);
      over (i = odd)
	codd[i] = 0.5 * fine[i] + 0.25 * (fine[i - 1] + fine[i + 1]);
      over (i = c4 | 1 : hpc_size (c4) - 2)
	c4v[i] = 0.5 * fine[i] + 0.25 * (fine[i - 1] + fine[i + 1]);
      over (i = c | 1 : hpc_size (c) - 2)
	if (coarse[i] != weigh (2 * hpc_idx (c, i)))
	  bad = 1;
      over (i = odd)
	if (codd[i] != weigh (2 * hpc_idx (odd, i) + 1))
	  bad = 1;
      over (i = c4 | 1 : hpc_size (c4) - 2)
	if (c4v[i] != weigh (4 * hpc_idx (c4, i)))
	  bad = 1;
    }
  if (bad)
    fprintf (stderr, "aligned-restrict-1d: wrong element\n");
  return bad;
}
