/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_write_halo_end: 0x\[0-9a-f\]+ is not a distributed array" } */
/* Misuse catalogue: hpc_write_halo_end of a plain C array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  double v[4];
  hpc_write_halo_end (v);
  return 0;
}
