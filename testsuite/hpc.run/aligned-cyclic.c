/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A location of a strided subrange of a cyclic range subscripts arrays
   over that range (each process holds its part of the subrange at a
   constant stride of its part of the parent), and so does one of a
   block-cyclic range of a single period.  Checked against the
   sequential computation on global indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 50

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
      Range s = hpc_subrange (x, 2, N - 1, 3);
      Range b = hpc_block_cyclic_range (N, hpc_dim (p, 0), N);
      Range t = hpc_subrange (b, 1, N - 2, 4);
      distributed long u[x], v[b];
      over (i = x)
	u[i] = 0;
      over (i = b)
	v[i] = 0;
      over (i = s)
	u[i] = 10 * hpc_idx (s, i) + 1;
      over (i = t)
	v[i] = 10 * hpc_idx (t, i) + 1;
      over (i = x)
	{
	  long g = hpc_idx (x, i);
	  long want = g >= 2 && (g - 2) % 3 == 0 ? 10 * ((g - 2) / 3) + 1 : 0;
	  if (u[i] != want)
	    bad = 1;
	}
      over (i = b)
	{
	  long g = hpc_idx (b, i);
	  long want = g >= 1 && g <= N - 2 && (g - 1) % 4 == 0
		      ? 10 * ((g - 1) / 4) + 1 : 0;
	  if (v[i] != want)
	    bad = 1;
	}
    }
  if (bad)
    fprintf (stderr, "aligned-cyclic: wrong element\n");
  return bad;
}
