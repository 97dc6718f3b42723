/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Array descriptors: extents, strides, offsets, zero-filled aligned blocks,
   the registry, and empty local blocks (N < P, processes outside the
   grid).  */

#include <hpc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

/* Check the layout of 2-D array A over X (dim 0) and sequential M (dim 1)
   and return the sum, over all processes of P, of the global indices
   written through hpc_array_offset into the owned elements.  */
static long
check_2d (Group p, Range x, long m)
{
  double *a = hpc_array_new (sizeof (double), 2, (Range[]) { x, NULL },
                             (long[]) { 0, m });
  const struct hpc_array *d = __hpc_array_lookup (a);
  CHECK (d && d->base == a && d->rank == 2 && d->elem_size == sizeof *a);
  CHECK (d->group == hpc_apg ());
  CHECK ((uintptr_t) a % 64 == 0);
  CHECK (hpc_array_range (a, 0) == x && hpc_array_range (a, 1) == NULL);
  long e0 = hpc_array_extent (a, 0), e1 = hpc_array_extent (a, 1);
  CHECK (e0 == __hpc_range_alloc (x, x->coord) && e0 >= 1);
  CHECK (e1 == (m > 0 ? m : 1));
  CHECK (d->stride[1] == 1 && d->stride[0] == e1);
  CHECK (d->count == (size_t) (e0 * e1));
  CHECK (d->global[0] == hpc_size (x) && d->global[1] == m);
  for (long i = 0; i < e0 * e1; i++)
    CHECK (a[i] == 0.0);
  CHECK (__hpc_array_lookup (a + 1) == NULL);

  long local = 0;
  for (long g = 0; g < hpc_size (x); g++)
    if (hpc_member (p) && hpc_owner (x, g) == hpc_coord (p, 0))
      for (long j = 0; j < m; j++)
        {
          ptrdiff_t o = hpc_array_offset (a, 0, g);
          CHECK (o == __hpc_range_offset (x, x->coord, g));
          CHECK (hpc_array_offset (a, 1, j) == j);
          a[o * e1 + j] = g;
          local += g;
        }
  /* Ghost cells are valid offsets too.  */
  if (x->coord >= 0 && x->count > 0)
    for (int k = 1; k <= x->ghost_lo; k++)
      CHECK (hpc_array_offset (a, 0, x->first - k) == x->ghost_lo - k);
  long sum = 0;
  MPI_Allreduce (&local, &sum, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  hpc_array_free (a);
  CHECK (__hpc_array_lookup (a) == NULL);
  return sum;
}

int
main (void)
{
  int n = hpc_nprocs ();
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Dimension d0 = hpc_dim (p, 0);
  for (long N = 0; N <= 6; N++)	/* N < P leaves blocks empty */
    {
      long expect = 3 * (N * (N - 1) / 2);
      CHECK (check_2d (p, hpc_block_range (N, d0), 3) == expect);
      CHECK (check_2d (p, hpc_block_range (N, d0, 1), 3) == expect);
      CHECK (check_2d (p, hpc_cyclic_range (N, d0), 3) == expect);
      CHECK (check_2d (p, hpc_block_range (N, d0), 0) == 0);
    }

  /* A grid of one process: the others are outside it and hold nothing,
     but still get a valid one-element block.  */
  Procs1 one = hpc_procs1 (1);
  Range x1 = hpc_block_range (5, hpc_dim (one, 0));
  CHECK (check_2d (one, x1, 2) == 2 * 10);
  int *e = hpc_array_new (sizeof (int), 1, &x1, NULL);
  CHECK (hpc_array_extent (e, 0) == (hpc_member (one) ? 5 : 1));
  e[0] = 7;			/* the dummy element is writable */
  hpc_array_free (e);

  /* Two distributed dimensions over a 2-D grid, one sequential.  */
  Procs2 q = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Range x = hpc_block_range (7, hpc_dim (q, 0), 1);
  Range y = hpc_cyclic_range (5, hpc_dim (q, 1));
  char *b = hpc_array_new (1, 3, (Range[]) { x, NULL, y },
                           (long[]) { 0, 4, 0 });
  const struct hpc_array *bd = __hpc_array_lookup (b);
  CHECK (bd->extent[0] == hpc_array_extent (b, 0)
         && bd->extent[1] == 4 && bd->extent[2] == hpc_array_extent (b, 2));
  CHECK (bd->stride[2] == 1 && bd->stride[1] == bd->extent[2]
         && bd->stride[0] == 4 * bd->extent[2]);
  CHECK (hpc_array_extent (b, 0) == hpc_local_size (x) + 2);
  CHECK (hpc_array_extent (b, 2) == hpc_local_size (y)
         || (hpc_local_size (y) == 0 && hpc_array_extent (b, 2) == 1));

  /* Many arrays: the registry grows and finds each.  */
  enum { MANY = 300 };
  void *v[MANY];
  for (int i = 0; i < MANY; i++)
    v[i] = hpc_array_new (i + 1, 1, NULL, (long[]) { i % 5 });
  for (int i = 0; i < MANY; i++)
    CHECK (__hpc_array_lookup (v[i])->elem_size == (size_t) i + 1);
  for (int i = 0; i < MANY; i += 2)
    hpc_array_free (v[i]);
  for (int i = 1; i < MANY; i += 2)
    CHECK (__hpc_array_lookup (v[i])->elem_size == (size_t) i + 1);
  hpc_array_free (NULL);
  /* B and the odd V are left to the exit handler.  */
  (void) n;
  return 0;
}
