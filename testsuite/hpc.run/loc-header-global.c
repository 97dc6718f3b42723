/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* A global-index subscript in an over's triplet names the element it
   says (the header is converted once, not once per walk of it).  */
#include "report.h"

int
main (void)
{
  enum { N = 8 };
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    distributed long u[x];
    over (i = x)
      u[i] = 10 + hpc_idx (x, i);
    /* The second element held here (every process holds 2).  */
    long per = (N + hpc_shape (p, 0) - 1) / hpc_shape (p, 0);
    long k = hpc_coord (p, 0) * per + 1, n = 0, want = 0;
    over (i = x | u[k] - 10 :)
      n++;
    over (i = x)
      want += hpc_idx (x, i) >= k;
    long bad = n != want;
    check (bad, "a global index in an over's triplet");
  }
  return failures != 0;
}
