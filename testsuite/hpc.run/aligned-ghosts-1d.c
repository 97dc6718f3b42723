/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Arrays over one distribution with different ghost widths (x with
   ghosts, x0 = hpc_ghosts (x, 0), x21 = hpc_ghosts (x, 2, 1)): a location
   of either range subscripts arrays over the others, naming the element
   with the same global index, shifts included.  Checked against the
   sequential computation on global indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 37

static double
init (long g)
{
  return (double) (g * g % 101) + 0.5 * g;
}

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
      Range x0 = hpc_ghosts (x, 0);
      Range x21 = hpc_ghosts (x, 2, 1);
      distributed double a[x], b[x0], c[x21], d[x];
      over (i = x)
	a[i] = init (hpc_idx (x, i));
      hpc_write_halo (a);
      /* A location of x0 on a (ghost width 1): shifts within a's ghosts.  */
      over (i = x0 | 1 : N - 2)
	b[i] = a[i - 1] + a[i + 1];
      /* A location of x on b (no ghosts) and on c (2 below, 1 above).  */
      over (i = x)
	c[i] = 2 * b[i] + a[i];
      hpc_write_halo (c);
      over (i = x21 | 2 : N - 2)
	d[i] = c[i - 2] - c[i + 1];
      over (i = x)
	{
	  long g = hpc_idx (x, i);
	  double bg = g >= 1 && g <= N - 2 ? init (g - 1) + init (g + 1) : 0;
	  double cg = 2 * bg + init (g);
	  if (b[i] != bg || c[i] != cg)
	    bad = 1;
	  if (g >= 2 && g <= N - 2)
	    {
	      long h = g - 2, k = g + 1;
	      double ch = 2 * (h >= 1 ? init (h - 1) + init (h + 1) : 0)
			  + init (h);
	      double ck = 2 * (k <= N - 2 ? init (k - 1) + init (k + 1) : 0)
			  + init (k);
	      if (d[i] != ch - ck)
		bad = 1;
	    }
	}
      /* hpc_ghosts of a range with the widths it has is that range.  */
      if (hpc_ghosts (x, 1) != x || hpc_ghosts (x0, 1) != x)
	bad = 1;
    }
  if (bad)
    fprintf (stderr, "aligned-ghosts-1d: wrong element\n");
  return bad;
}
