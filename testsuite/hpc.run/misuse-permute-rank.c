/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-fail "libhpc: hpc_permute: a: 2 dimensions given for a section of 1" } */
/* Misuse catalogue: hpc_permute (hpc_transpose) of a section that keeps
   one dimension.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (6, hpc_dim (p, 0));
    distributed double a[x][4], t[4][x];
    hpc_remap (t[[0, :]], hpc_transpose (a[[:, 2]]));
  }
  return 0;
}
