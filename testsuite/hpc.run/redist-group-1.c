/* { dg-do run } */
/* { dg-hpc-procs "2 3" } */
/* { dg-hpc-fail "libhpc: hpc_redistribute: \[^ \]*redist-group-1.c:20: 'u' is held by processes outside the active process group: redistribute it where all of them run" } */
/* Redistribution is collective over the active process group, which
   must hold every process holding the array: inside on of a smaller
   grid it stops the job with a message naming the handle and the
   line.  */
#include <stdio.h>

distributed double u[Range];

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO), one = hpc_procs1 (1);
  Range x = hpc_block_range (20, hpc_dim (p, 0));
  Range y = hpc_block_range (20, hpc_dim (one, 0));
  u = hpc_new (x);
  on (one) {
    hpc_redistribute (u, y);
  }
  printf ("%g\n", hpc_sum (u));
  return 0;
}
