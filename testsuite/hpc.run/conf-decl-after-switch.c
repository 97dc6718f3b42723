/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Distributed arrays declared after a switch or a label earlier in the
   block (the front end then opens a nested statement list for the rest
   of the block) are declared, allocated and freed as anywhere else.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

static long
after_switch (Procs1 p, int k)
{
  long total = 0;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    switch (k)
      {
      case 0:
	total = 1;
	break;
      default:
	total = 2;
	break;
      }
    distributed long v[x];
    over (i = x | :)
      v[i] = hpc_idx (x, i) * k;
    hpc_write_halo (v);
    total += hpc_sum (v);
  }
  return total;
}

static long
after_label (Procs1 p)
{
  long total = 0;
  int passes = 0;
  on (p) {
  again:
    passes++;
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed long w[x];
    over (i = x | :)
      w[i] = hpc_idx (x, i) + passes;
    total += hpc_sum (w);
    if (passes < 3)
      goto again;
  }
  return total;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  CHECK (after_switch (p, 0) == 1);
  CHECK (after_switch (p, 3) == 2 + 3 * N * (N - 1) / 2);
  CHECK (after_label (p) == 3 * N * (N - 1) / 2 + N * (1 + 2 + 3));
  return 0;
}
