/* section.c - array sections a[[t0, t1, ...]]: the argument type of the
   library's collectives.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <string.h>

/* Entry T of dimension D of array A into SD, checked: a scalar must be a
   valid index; a non-empty triplet must select only valid indices (as in
   Fortran, HI itself may lie past the last index reached).  */
static void
set_entry (const char *fn, const struct hpc_array *a, int d,
           const struct hpc_triplet *t, struct hpc_section_dim *sd)
{
  long n = a->global[d];
  sd->scalar = t->scalar != 0;
  if (sd->scalar)
    {
      if (t->lo < 0 || t->lo >= n)
        hpc__fatal (fn, "%s: index %ld outside 0..%ld of dimension %d",
                    a->name, t->lo, n - 1, d);
      sd->lo = sd->hi = t->lo;
      sd->st = sd->count = 1;
      return;
    }
  if (t->st <= 0)
    hpc__fatal (fn, "%s: stride %ld in dimension %d is not positive",
                a->name, t->st, d);
  long hi = t->hi == HPC_END ? n - 1 : t->hi;
  sd->lo = t->lo;
  sd->st = t->st;
  if (hi < t->lo)
    {
      sd->hi = t->lo - 1;	/* empty sections are fine anywhere */
      sd->count = 0;
      return;
    }
  sd->count = (hi - t->lo) / t->st + 1;
  sd->hi = t->lo + (sd->count - 1) * t->st;
  if (t->lo < 0 || sd->hi >= n)
    hpc__fatal (fn, "%s: triplet %ld:%ld:%ld outside 0..%ld of dimension "
                "%d", a->name, t->lo, hi, t->st, n - 1, d);
}

/* The shape left after dropping scalars, and the element count.  */
static void
set_shape (struct hpc_section *s)
{
  s->rank = 0;
  s->size = 1;
  for (int d = 0; d < s->array->rank; d++)
    {
      s->size *= s->dim[d].count;
      if (s->dim[d].scalar)
        continue;
      s->shape[s->rank] = s->dim[d].count;
      s->adim[s->rank++] = d;
    }
}

const struct hpc_section *
__hpc_section (struct hpc_section *buf, const char *fn, const void *a, int n,
               const struct hpc_triplet *t)
{
  fn = fn ? fn : "section";
  hpc__ensure_started (fn);
  const struct hpc_array *arr = hpc__array_get (fn, a);
  if (n != arr->rank)
    hpc__fatal (fn, "%s: %d section entries for an array of rank %d",
                arr->name, n, arr->rank);
  memset (buf, 0, sizeof *buf);
  buf->magic = HPC_SECTION_MAGIC;
  buf->array = arr;
  for (int d = 0; d < n; d++)
    set_entry (fn, arr, d, &t[d], &buf->dim[d]);
  set_shape (buf);
  return buf;
}

/* The whole of array A as a section, in S.  */
static void
whole (const struct hpc_array *a, struct hpc_section *s)
{
  memset (s, 0, sizeof *s);
  s->magic = HPC_SECTION_MAGIC;
  s->array = a;
  for (int d = 0; d < a->rank; d++)
    {
      struct hpc_section_dim *sd = &s->dim[d];
      sd->lo = 0;
      sd->hi = a->global[d] - 1;
      sd->st = 1;
      sd->count = a->global[d];
    }
  set_shape (s);
}

const struct hpc_section *
hpc__section_arg (const char *fn, const void *x, struct hpc_section *tmp)
{
  hpc__ensure_started (fn);
  /* The registry first: a section never sits at an array's block address,
     while an array's data might happen to begin with the magic number.  */
  const struct hpc_array *a = __hpc_array_lookup (x);
  if (a)
    {
      whole (a, tmp);
      return tmp;
    }
  const struct hpc_section *s = x;
  if (!s || s->magic != HPC_SECTION_MAGIC)
    hpc__fatal (fn, "%p is neither a distributed array nor a section", x);
  return s;
}

const struct hpc_section *
__hpc_permute (struct hpc_section *buf, const char *fn, const void *x,
	       int n, const int *order)
{
  fn = fn ? fn : "hpc_permute";
  struct hpc_section tmp;
  const struct hpc_section *s = hpc__section_arg (fn, x, &tmp);
  if (n != s->rank)
    hpc__fatal (fn, "%s: %d dimensions given for a section of %d",
		s->array->name, n, s->rank);
  int seen[HPC_MAX_DIMS] = { 0 };
  for (int i = 0; i < n; i++)
    {
      if (order[i] < 0 || order[i] >= n || seen[order[i]]++)
	hpc__fatal (fn, "%s: the dimensions given are not a permutation "
		    "of 0..%d", s->array->name, n - 1);
    }
  struct hpc_section p = *s;
  for (int i = 0; i < n; i++)
    {
      p.adim[i] = s->adim[order[i]];
      p.shape[i] = s->shape[order[i]];
    }
  *buf = p;
  return buf;
}

struct hpc_section
hpc_section (const void *x)
{
  struct hpc_section tmp;
  return *hpc__section_arg ("hpc_section", x, &tmp);
}
