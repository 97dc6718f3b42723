/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2" } */
/* { dg-hpc-fail "libhpc: check: .*misuse-expand-strided-past-block.c:24: 'f' reaches index 5 of dimension 0 \\(storage offset 6\\), outside the 6 elements this process holds with its ghost cells \\(process 0 of 2\\)" } */
/* Misuse catalogue: a location of hpc_expand over a strided subrange
   steps two elements of an array over the parent range: the coarse
   ghost above process 0's points (coarse 5) names fine element 5, past
   its block 0..3 and ghost 4.  Check mode reports the access; the entry
   check cannot (where the block ends decides, and a guard may skip it).  */
#include <hpc.h>

int
main (void)
{
  int n = 8;
  Procs1 p = hpc_procs1 (2);
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
    Range cg = hpc_ghosts (hpc_subrange (x, 1, n - 1, 2), 1);
    distributed double f[x], c[cg];
    over (i = cg) c[i] = 1.0;
    hpc_write_halo (c);
    over (i = hpc_expand (cg, 0, 1))
      f[i] = f[i] + c[i];
  }
  return 0;
}
