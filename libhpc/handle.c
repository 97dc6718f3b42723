/* handle.c - the run-time side of handles: a handle's value is the
   address of its array's descriptor (NULL: no array), which stays put
   while hpc_redistribute moves the array, so that every copy of the
   handle sees the move.  Binding one checks that it names a live array
   of the handle's shape and gives its local block; freeing one releases
   the array and clears the handle.  In check mode the freed descriptor's
   memory is kept (array.c), so a handle that still holds its address,
   another copy of the freed one, is always reported; without it, a
   later array may take the address.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdarg.h>
#include <string.h>

/* The live array handle value H names, for CALL at WHERE ("FILE:LINE")
   about handle NAME.  */
static struct hpc_array *
named_array (const char *call, const void *h, const char *name,
	     const char *where)
{
  if (!h)
    hpc__fatal (call, "%s: '%s' names no array (a null handle: give it "
		"one with hpc_new)", where, name);
  const struct hpc_array *a = __hpc_array_lookup (h);
  if (!a)
    hpc__fatal (call, "%s: '%s' names no live array (its array was "
		"freed, through this handle or another)", where, name);
  return (struct hpc_array *) a;
}

/* Whether A has RANK dimensions of ELEM_SIZE bytes of kinds KINDS
   ('R': a range, 'I': sequential), else a message for CALL.  */
static void
check_shape (const char *call, const struct hpc_array *a, int rank,
	     size_t elem_size, const char *kinds, const char *name,
	     const char *where)
{
  if (a->rank != rank || a->elem_size != elem_size)
    hpc__fatal (call, "%s: '%s' has %d dimensions of %zu-byte elements, "
		"but names array '%s' of %d dimensions of %zu-byte elements",
		where, name, rank, elem_size, a->name, a->rank, a->elem_size);
  for (int d = 0; d < rank; d++)
    if ((kinds[d] == 'R') != (a->range[d] != NULL))
      hpc__fatal (call, "%s: '%s': dimension %d is %s in the handle's "
		  "type but not in array '%s'", where, name, d,
		  kinds[d] == 'R' ? "a range" : "sequential", a->name);
}

void *
__hpc_handle_bind (const void *h, int rank, size_t elem_size,
		   const char *kinds, const char *name, const char *where)
{
  hpc__ensure_started ("handle");
  const struct hpc_array *a = named_array ("handle", h, name, where);
  check_shape ("handle", a, rank, elem_size, kinds, name, where);
  if (!hpc__row_major (a))
    hpc__fatal ("handle", "%s: '%s' names array '%s', which is not stored "
		"row-major", where, name, a->name);
  return a->base;
}

void *
__hpc_handle_block (const void *h)
{
  const struct hpc_array *a = h ? __hpc_array_lookup (h) : NULL;
  return a ? a->base : (void *) h;
}

void *
__hpc_handle_of (const void *base)
{
  return (void *) __hpc_array_lookup (base);
}

void
__hpc_handle_free (void **h, const char *name, int only)
{
  /* Local, so libhpc need not be running: a block-scope array is freed
     at its block's exit, which may come after MPI_Finalize.  */
  if (!*h)
    return;
  const struct hpc_array *a = __hpc_array_lookup (*h);
  if (!a)
    hpc__fatal ("hpc_free", "'%s' names no live array (freed already, "
		"through this handle or another)", name);
  hpc__array_release_handle (a, hpc__check_mode && !only);
  *h = NULL;
}

void
__hpc_handle_redistribute_v (void *const *h, size_t elem_size,
			     const char *kinds, const char *name,
			     const char *where, ...)
{
  const char *fn = "hpc_redistribute";
  hpc__ensure_started (fn);
  if (hpc__in_over ())
    hpc__fatal (fn, "%s: '%s' is redistributed inside an over body, which "
		"runs with the arrays its handles named at its start", where,
		name);
  struct hpc_array *a = named_array (fn, *h, name, where);
  int rank = strlen (kinds);
  check_shape (fn, a, rank, elem_size, kinds, name, where);
  Range ranges[HPC_MAX_DIMS];
  long extents[HPC_MAX_DIMS];
  va_list ap;
  va_start (ap, where);
  for (int d = 0; d < rank; d++)
    {
      ranges[d] = va_arg (ap, const struct hpc_range *);
      extents[d] = va_arg (ap, long);
    }
  va_end (ap);
  hpc__array_redistribute (fn, where, a, ranges, extents);
}
