/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_procs2: a auto x 5 grid needs at least 5 processes but the active process group has only 2" } */
/* Misuse catalogue: An automatic extent cannot make a grid fit.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  hpc_procs2 (HPC_AUTO, 5);
  return 0;
}
