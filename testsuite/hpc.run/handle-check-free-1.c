/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: handle: \[^ \]*handle-check-free-1.c:29: 'b' names no live array \\(its array was freed, through this handle or another\\)" } */
/* Check mode: an array freed through one handle and used through
   another is reported even when arrays of the same size are made after
   the free (which could otherwise take the freed block's address).  */
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (4000, hpc_dim (p, 0));
    distributed double a[Range], b[Range], c[Range];
    a = hpc_new (x);
    b = a;
    hpc_free (a);
    for (int k = 0; k < 4; k++)
      {
	c = hpc_new (x);
	over (i = x)
	  c[i] = k;
	hpc_free (c);
      }
    double s = 0;
    over (i = x)
      s += b[i];
    printf ("%g\n", s);
  }
  return 0;
}
