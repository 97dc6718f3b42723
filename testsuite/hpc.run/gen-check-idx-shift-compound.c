/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Found by hpc-gen (testsuite/hpc-gen): in check mode, hpc_idx and a
   shifted subscript in one compound assignment,
   u[i] += hpc_idx (x, i) + v[i - 1], compile and compute the sequential
   answer, 49 (they were once rejected as arithmetic on a location).  */
#include <stdio.h>

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
      distributed long u[x], v[x];
      over (i = x)
        v[i] = hpc_idx (x, i);
      hpc_write_halo (v);
      over (i = x | 1 : 7)
        u[i] += hpc_idx (x, i) + v[i - 1];
      long s = hpc_sum (u);
      bad = s != 49;
      if (hpc_rank () == 0)
        printf ("%ld (sequential: 49)\n", s);
    }
  return bad;
}
