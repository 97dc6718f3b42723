/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_section: 0x\[0-9a-f\]+ is neither a distributed array nor a section" } */
/* Misuse catalogue: hpc_section of a plain C array.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  double v[4];
  struct hpc_section s = hpc_section (v);
  (void) s;
  return 0;
}
