/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Found by hpc-gen (testsuite/hpc-gen): a max reduction whose value is
   hpc_idx, spelled as the reference lists it (s = s < e ? e : s, with
   hpc_idx written twice), is a reduction: the loop runs on all threads
   with no warning (a warning is an excess error here), and each process
   ends with its largest held index, folded with MPI_MAX to 7.  */
#include <stdio.h>

int
main (void)
{
  unsigned long t = 0, all;
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (8, hpc_dim (p, 0), 1);
      over (i = x)
        t = t < (unsigned long) hpc_idx (x, i) ? (unsigned long) hpc_idx (x, i) : t;
      MPI_Allreduce (&t, &all, 1, MPI_UNSIGNED_LONG, MPI_MAX, hpc_comm (p));
      if (hpc_rank () == 0)
        printf ("%lu (sequential: 7)\n", all);
    }
  return all != 7;
}
