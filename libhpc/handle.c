/* handle.c - the run-time side of handles: a handle's value is the
   address of its array's local block (NULL: no array), so binding one
   checks that it names a live array of the handle's shape, and freeing
   one releases the array and clears the handle.  In check mode the freed
   block's memory is kept (array.c), so a handle that still holds its
   address, another copy of the freed one, is always reported; without
   it, a later array may take the address.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <string.h>

void *
__hpc_handle_bind (const void *h, int rank, size_t elem_size,
		   const char *kinds, const char *name, const char *where)
{
  hpc__ensure_started ("handle");
  if (!h)
    hpc__fatal ("handle", "%s: '%s' names no array (a null handle: give it "
		"one with hpc_new)", where, name);
  const struct hpc_array *a = __hpc_array_lookup (h);
  if (!a)
    hpc__fatal ("handle", "%s: '%s' names no live array (its array was "
		"freed, through this handle or another)", where, name);
  if (a->rank != rank || a->elem_size != elem_size)
    hpc__fatal ("handle", "%s: '%s' has %d dimensions of %zu-byte elements, "
		"but names array '%s' of %d dimensions of %zu-byte elements",
		where, name, rank, elem_size, a->name, a->rank, a->elem_size);
  for (int d = 0; d < rank; d++)
    if ((kinds[d] == 'R') != (a->range[d] != NULL))
      hpc__fatal ("handle", "%s: '%s': dimension %d is %s in the handle's "
		  "type but not in array '%s'", where, name, d,
		  kinds[d] == 'R' ? "a range" : "sequential", a->name);
  if (!hpc__row_major (a))
    hpc__fatal ("handle", "%s: '%s' names array '%s', which is not stored "
		"row-major", where, name, a->name);
  return (void *) h;
}

void
__hpc_handle_free (void **h, const char *name, int only)
{
  /* Local, so libhpc need not be running: a block-scope array is freed
     at its block's exit, which may come after MPI_Finalize.  */
  if (!*h)
    return;
  if (!__hpc_array_lookup (*h))
    hpc__fatal ("hpc_free", "'%s' names no live array (freed already, "
		"through this handle or another)", name);
  hpc__array_release_handle (*h, hpc__check_mode && !only);
  *h = NULL;
}
