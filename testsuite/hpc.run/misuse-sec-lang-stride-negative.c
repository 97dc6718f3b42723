/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_describe: a: stride -1 in dimension 0 is not positive" } */
/* Misuse catalogue: A section a[[...]] with a negative stride.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  distributed double a[x];
  hpc_describe (a[[9 : 0 : -1]]);
  return 0;
}
