/* { dg-do run } */
/* { dg-options "-O0" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Found by hpc-gen (testsuite/hpc-gen): a compound assignment through a
   global index inside an over, u[hpc_idx (x, i)] += e, updates the
   element it names (the global index was once converted to a storage
   offset twice: one ghost width further).  The sequential meaning:
   u[g] = g for every g, sum 28.  */
#include <stdio.h>

int
main (void)
{
  int bad = 0;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
      distributed long u[x];
      over (i = x)
        u[hpc_idx (x, i)] += hpc_idx (x, i);
      long s = hpc_sum (u);
      bad = s != 28;
      if (hpc_rank () == 0)
        printf ("%ld (sequential: 28)\n", s);
    }
  return bad;
}
