/* { dg-do run } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: subscript: .*misuse-aligned-block-cyclic.c:\[0-9\]+: 'u': the locations of the range held here do not lie at a constant stride in dimension 0" } */
/* Misuse catalogue: a location of a subrange of a block-cyclic range
   whose elements a process holds at no constant stride of the parent's.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_cyclic_range (40, hpc_dim (p, 0), 4);
  Range c = hpc_subrange (x, 0, 39, 3);
  distributed double u[x];
  over (i = c)
    u[i] = 1;
  return 0;
}
