/* { dg-do compile } */
/* { dg-options "-O1 -fopt-info-vec-missed" } */
/* An over whose body declares a variable-length array is not copied for
   aligned ranges that coincide: its subscripts stay mapped, and a
   missed-optimisation note says why (matched as dg-warning matches any
   message at its line).  */
#include <hpc.h>

void
h (int n)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
      Range x0 = hpc_ghosts (x, 0);
      distributed double a[x], b[x0];
      over (i = x0) /* { dg-warning "missed: no copy of this construct for aligned ranges that coincide \\(it declares variable-length or static objects" } */
	{
	  double t[n];
	  t[0] = a[i + 1];
	  b[i] = t[0];
	}
    }
}
