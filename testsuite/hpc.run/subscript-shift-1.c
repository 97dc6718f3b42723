/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: subscript: .*subscript-shift-1.c:15: 'u': shift 2 on dimension 0 is wider than its ghost region \\(1 below, 1 above\\)" } */
/* The ghost width is known only at run time: checked at loop entry.  */
#include <stdlib.h>
int
main (int argc, char **argv)
{
  int ghost = argc > 5 ? 2 : 1;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0), ghost);
    distributed float u[x];
    over (i = x | 2 : 7)
      u[i] = u[i + 2];
  }
  (void) argv;
  return 0;
}
