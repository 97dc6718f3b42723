/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_gather and hpc_scatter of every 1-D kind and of a 2-D section,
   to and from each root; hpc_bcast_elem of every element.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#include "kinds.h"

static void
one_kind (Range r, long n)
{
  int np = hpc_group_size (hpc_apg ()), me = hpc_group_rank (hpc_apg ());
  double *a = hpc_array_new (sizeof (double), 1, &r, &n);
  double *b = hpc_array_new (sizeof (double), 1, &r, &n);
  double buf[32];
  for (long g = 0; g < n; g++)
    if (held (r, g))
      a[hpc_array_offset (a, 0, g)] = g * 1.5;
  for (int root = 0; root < np; root++)
    {
      for (int i = 0; i < 32; i++)
        buf[i] = -1;
      hpc_gather (buf, a, root);
      if (me == root)
        for (long g = 0; g < n; g++)
          CHECK (buf[g] == g * 1.5 && buf[n] == -1);
      for (long g = 0; g < n; g++)
        buf[g] = me == root ? g * 2.0 : -9;
      hpc_scatter (b, buf, root);
      for (long g = 0; g < n; g++)
        if (held (r, g))
          CHECK (b[hpc_array_offset (b, 0, g)] == g * 2.0);
    }
  for (long g = 0; g < n; g++)
    {
      double v = -1;
      hpc_bcast_elem (&v, a, &g);
      CHECK (v == g * 1.5);
    }
  hpc_array_free (a);
  hpc_array_free (b);
}

/* A 2-D section with a scalar entry and a stride.  */
static void
section_2d (void)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Range x = hpc_cyclic_range (5, hpc_dim (p, 0));
  Range y = hpc_block_range (7, hpc_dim (p, 1), 1);
  int *a = hpc_array_new (sizeof (int), 2, (Range[]) { x, y }, NULL);
  for (long i = 0; i < 5; i++)
    for (long j = 0; j < 7; j++)
      if (held (x, i) && held (y, j))
        a[hpc_array_offset (a, 0, i) * hpc_array_extent (a, 1)
          + hpc_array_offset (a, 1, j)] = (int) (i * 10 + j);
  int buf[8] = { 0 };
  hpc_gather (buf, hpc_sec (a, hpc_scalar (3), hpc_triplet (1, HPC_END, 2)),
              0);
  if (hpc_group_rank (hpc_apg ()) == 0)
    CHECK (buf[0] == 31 && buf[1] == 33 && buf[2] == 35 && buf[3] == 0);
  int v = 0;
  long ij[2] = { 4, 6 };
  hpc_bcast_elem (&v, a, ij);
  CHECK (v == 46);
  long k = 2;
  hpc_bcast_elem (&v, hpc_sec (a, hpc_triplet (0, HPC_END, 2),
                               hpc_scalar (5)), &k);
  CHECK (v == 45);
  hpc_array_free (a);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 1, 3, 10 };
  int done = 0;
  for (int si = 0; si < 3; si++)
    for (int k = 0; k < KINDS; k++, done++)
      one_kind (make_range (k, sizes[si], hpc_dim (p, 0)), sizes[si]);
  section_2d ();
  if (hpc_rank () == 0)
    printf ("gather-1: %d distributions checked\n", done);
  return 0;
}
