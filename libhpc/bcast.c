/* bcast.c - hpc_bcast_elem: one element of a distributed array or
   section to every process of the APG (a remap of a one-element section
   into a plain buffer everywhere, which takes the broadcast fast path).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"

void
hpc_bcast_elem (void *out, const void *a, const long *index)
{
  static const char fn[] = "hpc_bcast_elem";
  struct hpc_section t, one;
  const struct hpc_section *s = hpc__section_arg (fn, a, &t);
  const struct hpc_array *arr = s->array;
  if (!out || (!index && s->rank > 0))
    hpc__fatal (fn, "NULL result or index");
  if (!hpc__group_subset (arr->group, hpc_apg ()))
    hpc__fatal (fn, "%s's group is not part of the active process group",
		arr->name);
  /* Every array dimension becomes a scalar entry.  */
  struct hpc_triplet e[HPC_MAX_DIMS];
  int k = 0;
  for (int d = 0; d < arr->rank; d++)
    {
      const struct hpc_section_dim *sd = &s->dim[d];
      long g = sd->lo;
      if (!sd->scalar)
	{
	  long i = index[k++];
	  if (i < 0 || i >= sd->count)
	    hpc__fatal (fn, "%s: index %ld outside 0..%ld of dimension %d",
			arr->name, i, sd->count - 1, k - 1);
	  g = sd->lo + i * sd->st;
	}
      e[d] = (struct hpc_triplet) { g, g, 1, 1 };
    }
  __hpc_section (&one, fn, arr->base, arr->rank, e);
  struct hpc__plain p = { out, -1 };
  hpc__remap (fn, NULL, &p, &one, NULL);
}
