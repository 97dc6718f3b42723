/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* over (i = hpc_expand (x, below, above) | lo : hi : st) visits, on each
   process, the triplet's indices among those it holds widened by BELOW
   ghost indices below and ABOVE above; by default only 0..n-1, the edge
   ghosts where the triplet names them, nothing on a process that holds
   no index.  hpc_idx gives each visited ghost's global index, and the
   location addresses the ghost cell (filled by a periodic exchange).  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 23, W = 3 };

/* The visits SEEN (global index g at g + W) of one over on X: exactly
   the triplet's indices within the indices held here widened by BELOW
   and ABOVE.  */
static void
expect (Range x, const int *seen, long below, long above, long lo, long hi,
        long st)
{
  int me = hpc_coord (hpc_range_dim (x).grid, hpc_range_dim (x).dim);
  long first = N, last = -1;
  for (long g = 0; g < N; g++)
    if (hpc_owner (x, g) == me)
      {
        first = first < g ? first : g;
        last = g;
      }
  for (long g = -W; g < N + W; g++)
    {
      int in = last >= 0 && g >= first - below && g <= last + above
               && g >= lo && g <= hi && (g - lo) % st == 0;
      CHECK (seen[g + W] == in);
    }
}

/* The widths must be constants: a macro, not a function.  */
#define VISIT(x, u, below, above, lo, hi, st)                             \
  do {                                                                    \
    int seen[N + 2 * W];                                                  \
    memset (seen, 0, sizeof seen);                                        \
    over (i = hpc_expand (x, below, above) | lo : hi : st)                \
      {                                                                   \
        long g = hpc_idx (x, i);                                          \
        seen[g + W]++;                                                    \
        CHECK (u[i] == (g + N) % N + 100);                                \
      }                                                                   \
    expect (x, seen, below, above, lo, hi, st);                           \
  } while (0)

static void
run (Range x)
{
  distributed long u[x];
  int periodic[1] = { HPC_HALO_PERIODIC };
  over (i = x)
    u[i] = hpc_idx (x, i) + 100;
  hpc_write_halo_mode (u, NULL, periodic, NULL, NULL);
  VISIT (x, u, 1, 1, 0, N - 1, 1);
  VISIT (x, u, 2, 3, 0, N - 1, 1);
  VISIT (x, u, 0, 2, 1, N - 2, 2);
  VISIT (x, u, 2, 0, 0, N - 1, 3);
  VISIT (x, u, 2, 3, -2, N + 2, 1);   /* the edge ghosts too */
  VISIT (x, u, 1, 1, -1, N, 4);
  VISIT (x, u, 2, 1, 5, 4, 1);        /* empty */
  VISIT (x, u, 0, 0, 0, N - 1, 1);    /* no ghosts: a plain over */
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    int np = hpc_shape (p, 0);
    long cuts[5];
    /* The first process holds nothing when there are several.  */
    cuts[0] = 0;
    for (int c = 1; c <= np; c++)
      cuts[c] = np == 1 ? N : (long) N * (c - 1) / (np - 1);
    run (hpc_block_range_ghost (N, hpc_dim (p, 0), 2, 3));
    run (hpc_cut_range_ghost (hpc_dim (p, 0), cuts, 2, 3));
  }
  return 0;
}
