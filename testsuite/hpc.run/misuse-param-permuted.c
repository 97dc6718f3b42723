/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: distributed parameter: 'v': the argument 'u' is stored with dimension 0 innermost, not row-major, and a distributed parameter sees its block as row-major" } */
/* Misuse catalogue: An array stored column-wise passed for a distributed
   parameter (only plain C code can: the plugin never passes one).  */
#include <hpc.h>
#include <stdio.h>
static void f (distributed double v[int n][Range r]) { (void) v; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d);
  void *u = __hpc_array_alloc_inner_v (sizeof (double), "u", 2, 0, NULL, 4L,
                                       x, __hpc_range_extent (x, "u"));
  f (u);
  return 0;
}
