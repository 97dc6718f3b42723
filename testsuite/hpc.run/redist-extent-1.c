/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_redistribute: \[^ \]*redist-extent-1.c:18: 'u': dimension 0 has extent 20, but the extent given is 21 \\(redistribution keeps the extents\\)" } */
/* Redistribution keeps an array's extents: ranges of other sizes stop
   the job with a message naming the handle and the line.  */
#include <stdio.h>

distributed double u[Range];

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (20, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (21, hpc_dim (p, 0));
    u = hpc_new (x);
    hpc_redistribute (u, y);
    printf ("%g\n", hpc_sum (u));
  }
  return 0;
}
