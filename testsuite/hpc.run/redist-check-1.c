/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: handle: \[^ \]*redist-check-1.c:39: 'b' names no live array \\(its array was freed, through this handle or another\\)" } */
/* Check mode: an array redistributed through one handle and freed
   through a second is reported when used through a third, even when
   arrays of the same size are made after the free; before the free the
   third sees the redistributed array, its ghosts exchanged.  Without
   check mode a later array may take the freed descriptor's address.  */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_cyclic_range (4000, hpc_dim (p, 0));
    Range y = hpc_block_range (4000, hpc_dim (p, 0), 1);
    distributed double a[Range], b[Range], c[Range];
    a = hpc_new (x);
    over (i = x)
      a[i] = hpc_idx (x, i);
    b = c = a;
    hpc_redistribute (a, y);
    hpc_write_halo (b);
    over (i = y | 1 : 3998)
      if (b[i - 1] + b[i + 1] != 2 * hpc_idx (y, i))
	abort ();
    hpc_free (c);
    for (int k = 0; k < 4; k++)
      {
	if (k)
	  hpc_free (c);
	c = hpc_new (y);
      }
    double s = 0;
    over (i = y)
      s += b[i];
    printf ("%g\n", s);
  }
  return 0;
}
