/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: handle: \[^ \]*handle-null-1.c:18: 'w' names no array \\(a null handle: give it one with hpc_new\\)" } */
/* A handle subscripted before it names an array stops the job with a
   message naming the handle and the line, not a crash.  */
#include <stdio.h>

distributed double w[Range];

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (20, hpc_dim (p, 0));
    double s = 0;
    over (i = x)
      s += w[i];
    printf ("%g\n", s);
  }
  return 0;
}
