/* { dg-do run } */
/* { dg-hpc-procs "3" } */
/* over on a strided subrange of a cyclic range, no index at all: every
   triplet visits exactly the locations held here whose global index it
   contains (both ends, stride, clipped to the range), hpc_idx gives that
   index, and the location addresses that element (checked through hpc_sum
   and a global-index read).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 0 };

/* Run the triplet LO:HI:ST over X once; check the visits.  */
static void
visit (Range x, long lo, long hi, long st)
{
  Group p = hpc_range_dim (x).grid;
  int seen[N + 1];
  long want = 0;
  memset (seen, 0, sizeof seen);
  distributed long u[x];
  over (i = x | lo : hi : st)
    {
      long g = hpc_idx (x, i);
      CHECK (g >= 0 && g < N && hpc_owner (x, g) == hpc_coord (p, 0));
      seen[g]++;
      u[i] = g + 1;
    }
  conf_allsum (seen, N);
  for (long g = 0; g < N; g++)
    {
      int in = g >= lo && g <= hi && (g - lo) % st == 0;
      CHECK (seen[g] == in);
      want += in ? g + 1 : 0;
      if (hpc_owner (x, g) == hpc_coord (p, 0))
        CHECK (u[g] == (in ? g + 1 : 0));
    }
  CHECK (hpc_sum (u) == want);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = conf_range (K_SUB_CYCLIC, N, hpc_dim (p, 0));
    CHECK (hpc_size (x) == N);
    visit (x, 0, N - 1, 1);
    visit (x, 1, N - 2, 2);
    visit (x, 2, N + 5, 3);
    visit (x, -4, N / 2, 1);
    visit (x, N - 1, 0, 1);
  }
  return 0;
}
