/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* 2-D arrays aligned to one distribution with different ghost widths
   (XcalableMP's shadow on one array only): a 5-point stencil from u
   (ghosts 1 in both dimensions) into r (no ghosts), in a nest over r's
   ranges, and in a function whose parameters name the ranges apart.
   Checked against the sequential computation on global indices.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 23
#define M 18

static double
init (long g, long h)
{
  return (double) ((g * 7 + h * h) % 53) - 0.25 * h;
}

static double
stencil (long g, long h)
{
  if (g < 1 || g > N - 2 || h < 1 || h > M - 2)
    return 0;
  return init (g - 1, h) + init (g + 1, h) + init (g, h - 1)
	 + init (g, h + 1) - 4 * init (g, h);
}

/* The same stencil, the ranges of r and u named apart.  */
static void
residual (distributed double r[Range rx][Range ry],
	  distributed double u[Range ux][Range uy])
{
  (void) ux;
  (void) uy;
  over (i = rx | 1 : N - 2)
    over (j = ry | 1 : M - 2)
      r[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]
		- 4 * u[i][j];
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
      Range x0 = hpc_ghosts (x, 0), y0 = hpc_ghosts (y, 0);
      distributed double u[x][y], r[x0][y0], s[x0][y0];
      over (i = x)
	over (j = y)
	  u[i][j] = init (hpc_idx (x, i), hpc_idx (y, j));
      hpc_write_halo (u);
      over (i = x0 | 1 : N - 2)
	over (j = y0 | 1 : M - 2)
	  r[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]
		    - 4 * u[i][j];
      residual (s, u);
      over (i = x)
	over (j = y)
	  {
	    double want = stencil (hpc_idx (x, i), hpc_idx (y, j));
	    if (r[i][j] != want || s[i][j] != want)
	      bad = 1;
	  }
    }
  if (bad)
    fprintf (stderr, "aligned-ghosts-2d: wrong element\n");
  return bad;
}
