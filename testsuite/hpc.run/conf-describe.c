/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* hpc_describe prints the global shape, each dimension's range and
   every process's part, from process 0 only.  */
/* { dg-output "u: 2-D array of 8-byte elements\r?\n  dim 0: 5 indices, block over 2 processes \\(dimension 0 of the grid\\), ghosts 1 below, 1 above\r?\n  dim 1: 3 indices, sequential.*process 0: \\\[0..2, coordinate 0\\\] \\\[all 3\\\].*process 1: \\\[3..4, coordinate 1\\\]" } */
#include <hpc.h>
#include "conf-kinds.h"

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (5, hpc_dim (p, 0), 1);
    distributed double u[x][3];
    hpc_describe (u);
  }
  return 0;
}
