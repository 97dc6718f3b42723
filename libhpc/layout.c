/* layout.c - the storage order of local blocks, for code that moves
   parts of them whole: MPI datatypes of boxes, contiguity tests, and
   whether two blocks are laid out alike.

   A local block is row-major in its array's storage order ORDER (see
   struct hpc_array), which is the dimension order unless the compiler
   stored a sequential dimension innermost.  Code that walks elements
   through STRIDE needs nothing from here; code that hands a box to MPI
   as a subarray (MPI_ORDER_C means outermost first in memory) or tests
   which runs are contiguous must see the dimensions in storage order.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"

void
hpc__storage_order (const struct hpc_array *a, const int *v, int *out)
{
  for (int k = 0; k < a->rank; k++)
    out[k] = v[a->order[k]];
}

MPI_Datatype
hpc__box_type (const struct hpc_array *a, const int *sub, const int *start)
{
  int ext[HPC_MAX_DIMS], sizes[HPC_MAX_DIMS], s[HPC_MAX_DIMS],
    st[HPC_MAX_DIMS];
  for (int d = 0; d < a->rank; d++)
    ext[d] = (int) a->extent[d];
  hpc__storage_order (a, ext, sizes);
  hpc__storage_order (a, sub, s);
  hpc__storage_order (a, start, st);
  MPI_Datatype elem, t;
  MPI_Type_contiguous ((int) a->elem_size, MPI_BYTE, &elem);
  MPI_Type_create_subarray (a->rank, sizes, s, st, MPI_ORDER_C, elem, &t);
  MPI_Type_commit (&t);
  MPI_Type_free (&elem);
  return t;
}

int
hpc__same_storage (const struct hpc_array *a, const struct hpc_array *b)
{
  if (a->rank != b->rank)
    return 0;
  for (int d = 0; d < a->rank; d++)
    if (a->stride[d] != b->stride[d])
      return 0;
  return 1;
}

int
hpc__row_major (const struct hpc_array *a)
{
  ptrdiff_t want = 1;
  for (int d = a->rank - 1; d >= 0; d--)
    {
      if (a->stride[d] != want)
	return 0;
      want *= a->extent[d];
    }
  return 1;
}
