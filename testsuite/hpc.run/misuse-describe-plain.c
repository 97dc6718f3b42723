/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_describe: 0x\[0-9a-f\]+ is neither a distributed array nor a section" } */
/* Misuse catalogue: hpc_describe of a plain C array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  double v[3];
  hpc_describe (v);
  return 0;
}
