/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_redistribute: \[^ \]*redist-over-1.c:15: 'u' is redistributed inside an over body, which runs with the arrays its handles named at its start" } */
/* A function redistributing a file-scope handle, called in an over
   body, stops the job with a message naming the handle and the line
   (in the body itself it is a compile error).  */
#include <stdio.h>

distributed double u[Range];
static Range y;

static void
move (void)
{
  hpc_redistribute (u, y);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (20, hpc_dim (p, 0));
    y = hpc_cyclic_range (20, hpc_dim (p, 0));
    u = hpc_new (x);
    over (i = x)
      if (hpc_idx (x, i) == 3)
	move ();
    printf ("%g\n", hpc_sum (u));
  }
  return 0;
}
