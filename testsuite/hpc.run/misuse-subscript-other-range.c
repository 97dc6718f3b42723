/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: subscript: .*misuse-subscript-other-range.c:\[0-9\]+: 'v': a location of another range used on dimension 0" } */
/* Misuse catalogue: A location of one range on an array over another.  */
#include <hpc.h>
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d = hpc_dim (p, 0);
  (void) d;
  Range x = hpc_block_range (10, d), y = hpc_cyclic_range (10, d);
  distributed int v[y];
  Range z = hpc_nprocs () > 0 ? x : y;
  over (i = z | :)
    v[i] = 1;
  return 0;
}
