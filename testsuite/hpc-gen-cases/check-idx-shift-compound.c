/* Found by hpc-gen (left out of its campaigns as idx-shift-compound).
   In check mode, hpc_idx and a shifted subscript in one compound
   assignment are rejected:
     error: arithmetic on location 'i' other than a shift by an integer
   at v[i - 1]; without check mode, or written u[i] = u[i] + ..., or
   without the hpc_idx, it compiles and prints 49.  The same holds for a
   reduction t += hpc_idx (x, i) + v[i + 1].
     hpcc -O0 -fplugin-arg-hpc-check check-idx-shift-compound.c -o p  */
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
