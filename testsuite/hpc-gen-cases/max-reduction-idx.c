/* Found by hpc-gen: a max reduction whose value is hpc_idx, spelled as
   the reference lists it (s = s < e ? e : s), is not recognised as a
   reduction: the loop runs on one thread with
     warning: 'over' loop runs on one thread: its body writes 't',
     declared outside it, which is neither a reduction nor assigned
     before use
   (at -O0 and -O2).  The answer is right (7 on any process count: each
   process's largest held index, folded with MPI_MAX); the same form with
   an element, t = t < u[i] * 3 ? u[i] * 3 : t, is recognised.
     hpcc -O2 -c max-reduction-idx.c  */
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
