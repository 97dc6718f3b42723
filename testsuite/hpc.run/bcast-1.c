/* { dg-do run } */
/* { dg-hpc-procs "1 3 4" } */
/* hpc_bcast_elem from 2-D arrays of every pair of distribution kinds on a
   2-D grid, from sections, and from arrays on a part of the processes.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"

static long
value (long i, long j)
{
  return i * 1000 + j;
}

int
main (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Procs1 one = hpc_procs1 (1);
  enum { N0 = 5, N1 = 4 };
  int done = 0;
  for (int k0 = 0; k0 < KINDS; k0++)
    for (int k1 = 0; k1 < KINDS; k1 += 3, done++)
      {
        Range r0 = make_range (k0, N0, hpc_dim (p, 0));
        Range r1 = k0 == 7 && k1 == 6
                   ? hpc_block_range (N1, hpc_dim (one, 0))
                   : make_range (k1, N1, hpc_dim (p, 1));
        long *a = hpc_array_new (sizeof (long), 2, (Range[]) { r0, r1 },
                                 (long[]) { N0, N1 });
        for (long i = 0; i < N0; i++)
          for (long j = 0; j < N1; j++)
            if (held (r0, i) && held (r1, j))
              a[hpc_array_offset (a, 0, i) * hpc_array_extent (a, 1)
                + hpc_array_offset (a, 1, j)] = value (i, j);
        for (long i = 0; i < N0; i++)
          for (long j = 0; j < N1; j++)
            {
              long v = -1, ij[2] = { i, j };
              hpc_bcast_elem (&v, a, ij);
              CHECK (v == value (i, j));
            }
        /* Element 1 of a[[1 : : 2, 2]] is a[3][2].  */
        long v = -1, one_index = 1;
        hpc_bcast_elem (&v, hpc_sec (a, hpc_triplet (1, HPC_END, 2),
                                     hpc_scalar (2)), &one_index);
        CHECK (v == value (3, 2));
        hpc_array_free (a);
      }
  if (hpc_rank () == 0)
    printf ("bcast-1: %d distributions checked\n", done);
  return 0;
}
