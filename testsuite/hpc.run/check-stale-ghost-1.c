/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-hpc-fail "libhpc: check: \[^ \]*check-stale-ghost-1.c:25: 'u' reads ghost cell \[0-9\]+ of dimension 0, which its owner \\(process \[0-3\]\\) wrote after the last exchange of 'u': the ghost holds an old value; call hpc_write_halo \\(u\\) between the write and the read" } */
/* Check mode: a stencil whose ghosts are not exchanged again after the
   array is updated reads old values on 2 or more processes (and the right
   ones on 1): the read is reported with its line, the array and the
   element, e.g. on 2 processes
   check: FILE:25: 'u' reads ghost cell 8 of dimension 0, which its owner (process 1) wrote after the last exchange of 'u': the ghost holds an old value; call hpc_write_halo (u) between the write and the read  */
#include <stdio.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  double s = 0;
  on (p) {
    Range x = hpc_block_range (16, hpc_dim (p, 0), 1);
    distributed double u[x], v[x];
    over (i = x | :) u[i] = hpc_idx (x, i) * hpc_idx (x, i);
    hpc_write_halo (u);
    for (int it = 0; it < 3; it++)
      {
        over (i = x | 1 : 14) v[i] = 0.5 * (u[i - 1] + u[i + 1]);
        over (i = x | 1 : 14) u[i] = v[i];
      }
    s = hpc_sum (u);
  }
  printf ("%g\n", s);
  return 0;
}
