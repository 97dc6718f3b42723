/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* XMP gmove between 2-D distributions over a 2-D grid: block x block
   with ghosts into cyclic x block-cyclic, irregular x sequential and
   back, 7 x 5 elements; every element checked where it is held, ghosts
   untouched.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N0 = 7, N1 = 5 };

static int f (long a, long b) { return (int) (a * 10 + b + 1); }

static void
check (int *u, Range r0, Range r1)
{
  for (long a = 0; a < N0; a++)
    for (long b = 0; b < N1; b++)
      if ((!r0 || hpc_owner (r0, a) == r0->coord)
          && (!r1 || hpc_owner (r1, b) == r1->coord))
        {
          long o = hpc_array_offset (u, 0, a) * hpc_array_extent (u, 1)
                   + hpc_array_offset (u, 1, b);
          CHECK (u[o] == f (a, b));
        }
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Dimension d0 = hpc_dim (p, 0), d1 = hpc_dim (p, 1);
    Range bx = hpc_block_range (N0, d0, 1), by = hpc_block_range (N1, d1, 1);
    distributed int a[bx][by];
    over (i = bx | :)
      over (j = by | :)
        a[i][j] = f (hpc_idx (bx, i), hpc_idx (by, j));
    long cuts[9];
    int np0 = hpc_shape (p, 0);
    for (int c = 0; c <= np0; c++)
      cuts[c] = N0 * c * c / (np0 * np0);
    Range r0[3] = { hpc_cyclic_range (N0, d0), hpc_cut_range (d0, cuts),
                    hpc_block_cyclic_range (N0, d0, 2) };
    Range r1[3] = { hpc_block_cyclic_range (N1, d1, 2), NULL,
                    hpc_cyclic_range (N1, d1) };
    for (int k = 0; k < 3; k++)
      {
        Range rr[2] = { r0[k], r1[k] };
        long ext[2] = { N0, N1 };
        int *b = hpc_array_new (sizeof (int), 2, rr, ext);
        hpc_remap (b, a);
        check (b, r0[k], r1[k]);
        distributed int c[bx][by];
        hpc_remap (c, b);
        check ((int *) c, bx, by);
        int w[] = { 1, 1 };
        hpc_write_halo (c, w);
        hpc_array_free (b);
      }
  }
  return 0;
}
