/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-fail "libhpc: hpc_permute: a: the dimensions given are not a permutation of 0..1" } */
/* Misuse catalogue: hpc_permute with a dimension twice.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (6, hpc_dim (p, 0));
    distributed double a[x][4], t[4][x];
    hpc_remap (t, hpc_permute (a, 0, 0));
  }
  return 0;
}
