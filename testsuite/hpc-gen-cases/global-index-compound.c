/* Found by hpc-gen (left out of its campaigns as global-compound).
   A compound assignment through a global index updates the element one
   ghost width further: on one process the job stops with "'u': global
   index 8 is outside dimension 0 (0..7)", on two with "'u': element 4 of
   dimension 0 is not held by this process".  u[g] = u[g] + e is right.
   The sequential meaning: u[g] = g for every g, sum 28.
     hpcc -O0 global-index-compound.c -o p && mpirun -np 2 ./p  */
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
