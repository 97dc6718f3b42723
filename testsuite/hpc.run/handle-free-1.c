/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: handle: \[^ \]*handle-free-1.c:23: 'b' names no live array \\(its array was freed, through this handle or another\\)" } */
/* Two handles name one array (a = b copies the handle); freeing it
   through one clears that one, and a subscript through the other stops
   the job naming it and the line.  */
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (20, hpc_dim (p, 0));
    distributed double a[Range], b[Range];
    a = hpc_new (x);
    b = a;
    hpc_free (a);
    if (a)
      return 1;
    double s = 0;
    over (i = x)
      s += b[i];
    printf ("%g\n", s);
  }
  return 0;
}
