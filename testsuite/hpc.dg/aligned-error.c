/* { dg-do compile } */
/* A location of a subrange, or of a range with other ghost widths, is
   over its parent's grid dimension: on an array over the other grid
   dimension it is a compile error.  */
#include <hpc.h>

void
f (int n)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
      Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
      Range c = hpc_subrange (x, 0, n - 1, 2);
      Range x0 = hpc_ghosts (x, 0);
      distributed double v[y], w[x];
      over (i = c)
	v[i] = 1;		/* { dg-error "location 'i' of range 'c' used on dimension 0 of 'v', which is over range 'y'" } */
      over (i = x0)
	{
	  v[i] = 2;		/* { dg-error "location 'i' of range 'x0' used on dimension 0 of 'v', which is over range 'y'" } */
	  w[i] = 3;
	}
    }
}
