/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* Sections: triplets and scalars checked against global bounds, scalars
   dropped from the shape, whole arrays as sections.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(c)                                                          \
  do { if (!(c)) { fprintf (stderr, "%s:%d: check failed: %s\n",         \
                            __FILE__, __LINE__, #c); abort (); } } while (0)

static void
check_dim (const struct hpc_section_dim *d, long lo, long hi, long st,
           long count, int scalar)
{
  CHECK (d->lo == lo && d->hi == hi && d->st == st && d->count == count
         && d->scalar == scalar);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0));
  float *a = hpc_array_new (sizeof (float), 2, (Range[]) { x, NULL },
                            (long[]) { 0, 5 });
  const struct hpc_array *ad = __hpc_array_lookup (a);

  /* a[[1 : 8 : 3, 2]]: indices 1, 4, 7 of dimension 0; dimension 1 gone.  */
  const struct hpc_section *s = hpc_sec (a, hpc_triplet (1, 8, 3),
                                         hpc_scalar (2));
  CHECK (s->magic == HPC_SECTION_MAGIC && s->array == ad);
  CHECK (s->rank == 1 && s->shape[0] == 3 && s->adim[0] == 0 && s->size == 3);
  check_dim (&s->dim[0], 1, 7, 3, 3, 0);
  check_dim (&s->dim[1], 2, 2, 1, 1, 1);

  /* A kept copy of it, and the whole array.  */
  struct hpc_section k = hpc_section (s);
  CHECK (k.rank == 1 && k.shape[0] == 3 && k.array == ad);
  struct hpc_section w = hpc_section (a);
  CHECK (w.magic == HPC_SECTION_MAGIC && w.rank == 2 && w.size == 50);
  CHECK (w.shape[0] == 10 && w.shape[1] == 5);
  CHECK (w.adim[0] == 0 && w.adim[1] == 1);
  check_dim (&w.dim[0], 0, 9, 1, 10, 0);
  check_dim (&w.dim[1], 0, 4, 1, 5, 0);
  struct hpc_section w2 = hpc_section (&w);
  CHECK (w2.size == 50 && w2.array == ad);

  /* Open ends, ":" and the scalar-only section.  */
  s = hpc_sec (a, hpc_triplet (3, HPC_END, 1), hpc_all ());
  check_dim (&s->dim[0], 3, 9, 1, 7, 0);
  CHECK (s->rank == 2 && s->size == 35 && s->shape[1] == 5);
  s = hpc_sec (a, hpc_scalar (9), hpc_scalar (4));
  CHECK (s->rank == 0 && s->size == 1);
  s = hpc_sec (a, hpc_scalar (0), hpc_triplet (0, HPC_END, 2));
  CHECK (s->rank == 1 && s->shape[0] == 3 && s->adim[0] == 1);
  check_dim (&s->dim[1], 0, 4, 2, 3, 0);

  /* HI past the end is fine when no selected index is (Fortran's rule). */
  s = hpc_sec (a, hpc_triplet (0, 10, 4), hpc_all ());
  check_dim (&s->dim[0], 0, 8, 4, 3, 0);

  /* Empty triplets are fine anywhere: a[[10 :]] and a[[5 : 2]].  */
  s = hpc_sec (a, hpc_triplet (10, HPC_END, 1), hpc_all ());
  CHECK (s->dim[0].count == 0 && s->size == 0 && s->rank == 2);
  CHECK (s->shape[0] == 0);
  s = hpc_sec (a, hpc_triplet (5, 2, 1), hpc_triplet (-3, -4, 7));
  CHECK (s->size == 0);

  /* The lowered form the plugin emits, naming the enclosing call.  */
  s = __hpc_section (&(struct hpc_section) { 0 }, "hpc_remap", a, 2,
                     (const struct hpc_triplet[]) { {2, HPC_END, 1, 0},
                                                    {3, 3, 1, 1} });
  CHECK (s->rank == 1 && s->shape[0] == 8 && s->adim[0] == 0);

  /* A 1-D array with an empty sequential extent.  */
  int *z = hpc_array_new (sizeof (int), 1, NULL, (long[]) { 0 });
  struct hpc_section zs = hpc_section (z);
  CHECK (zs.rank == 1 && zs.size == 0 && zs.shape[0] == 0);
  hpc_array_free (z);
  hpc_array_free (a);
  return 0;
}
