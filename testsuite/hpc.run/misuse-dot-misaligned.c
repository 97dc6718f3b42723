/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: hpc_dot_double: u and v are not identically distributed; hpc_remap one first" } */
/* Misuse catalogue: hpc_dot of differently distributed arrays.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (7, d), y = hpc_cyclic_range (7, d);
  distributed double u[x], v[y];
  hpc_dot (u, v);
  return 0;
}
