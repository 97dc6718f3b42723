/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* An over of hpc_expand across the ghosts of a strided subrange (every
   fourth fine point) writes, through a shifted location, the fine
   element below each coarse point, guarded to the fine elements this
   process holds.  Each coarse step is four fine ones, so a ghost
   location shifted by -1 names a fine element far past the ghosts; the
   guard keeps the loop from reaching it, and neither the entry check
   nor check mode may report it (on 4 processes, two hold no coarse
   point).  Checked against the sequential result.  */
#include <hpc.h>
#include <stdio.h>

#define N 8

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
      Range cg = hpc_ghosts (hpc_subrange (x, 1, N - 1, 4), 1);
      distributed double f[x], c[cg];
      long lo = N, hi = -1;
      over (k = x)
	{
	  f[k] = 0;
	  long g = hpc_idx (x, k);
	  #pragma omp critical
	  {
	    lo = g < lo ? g : lo;
	    hi = g > hi ? g : hi;
	  }
	}
      over (i = cg)
	c[i] = hpc_idx (cg, i);
      hpc_write_halo (c);
      over (i = hpc_expand (cg, 1, 1))
	{
	  long g = 4 * hpc_idx (cg, i) + 1;
	  if (g - 1 >= lo && g - 1 <= hi)
	    f[i - 1] = 10 + c[i];
	}
      over (k = x)
	{
	  long g = hpc_idx (x, k);
	  double want = g % 4 == 0 && g + 1 < N ? 10 + g / 4 : 0;
	  if (f[k] != want)
	    {
	      printf ("f[%ld] = %g, expected %g\n", g, f[k], want);
	      bad = 1;
	    }
	}
    }
  return bad;
}
