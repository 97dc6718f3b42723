/* { dg-do compile } */
/* { dg-options "-Wall" } */
/* Collectives under conditions every process computes alike draw no
   warning: loop counters, constants, parameters, results of collectives,
   global sizes and owners, a continue in an over body; and in an at
   body, collectives on arrays declared there (their group is the
   at's).  */
#include <stdio.h>

void
f (Procs2 p, int n, int verbose)
{
  int rank = hpc_rank ();
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (n, hpc_dim (p, 1));
    distributed double u[x][y];
    for (int it = 0; it < 10 && hpc_sum (u) < 1e9; it++)
      {
	if (it % 2 == 0)
	  hpc_write_halo (u);
	double s = hpc_sum (u);
	if (s > 1.0 || verbose)
	  hpc_describe (u);
	if (hpc_owner (x, 3) == 0 && hpc_size (x) > 4 && hpc_shape (p, 0) > 1)
	  hpc_write_halo (u);
      }
    for (int it = 0; it < 3; it++)
      {
	over (i = x | :)
	  over (j = y | :)
	    {
	      if (u[i][j] > 0)
		continue;
	      u[i][j] = 1;
	    }
	hpc_write_halo (u);
      }
    for (int k = 0; k < n; k++)
      at (l = x[k])
	{
	  distributed double r[y];
	  over (j = y | :)
	    r[j] = u[l][j];
	  double t = hpc_sum (r);
	  if (t > 0 && rank == 0)
	    printf ("%g\n", t);
	}
    if (rank == 0)
      printf ("%d\n", n);
  }
}
