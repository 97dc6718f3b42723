/* range_life.c - when ranges are freed.

   A range is held by references: each array over it, each subrange of it
   (or ghost variant made from a subrange), and what the program holds.
   A public constructor returns a reference owned by its caller, which
   a plain C program never gives back (its ranges live to the end, as
   they always may).  The plugin tells libhpc more (doc/internals.md,
   "Lifetimes of ranges"): a block-scope Range variable holds a
   reference while in scope, a construction used only within its
   statement gives its reference back (__hpc_range_float), and a value
   stored where the plugin cannot follow it is pinned.

   A range whose count falls to 0 is not freed at once: it waits in the
   pending list until a collection point (hpc_free, an array's or a
   Range variable's end of scope), so that a temporary between its
   construction and the call that takes it is never freed.  Freeing
   gives back the parent's reference.  Ranges are each process's own, so
   no process waits for another here.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <omp.h>

static struct hpc_range *pending;

/* Give back a reference to R (the lock held).  */
static void
release_locked (struct hpc_range *r)
{
  if (--r->refs == 0 && !r->pending)
    {
      r->pending = 1;
      r->pending_next = pending;
      pending = r;
    }
}

/* After shut-down every range is gone (hpc__ranges_free_all), and what
   a scope's end gives back then is nothing.  */
void
hpc__range_retain (Range r)
{
  if (!r || !hpc__running ())
    return;
  pthread_mutex_lock (&hpc__range_lock);
  ((struct hpc_range *) r)->refs++;
  pthread_mutex_unlock (&hpc__range_lock);
}

void
hpc__range_release (Range r)
{
  if (!r || !hpc__running ())
    return;
  pthread_mutex_lock (&hpc__range_lock);
  release_locked ((struct hpc_range *) r);
  pthread_mutex_unlock (&hpc__range_lock);
}

void
hpc__ranges_collect (void)
{
  if (!hpc__running () || hpc__in_over () || omp_in_parallel ())
    return;
  pthread_mutex_lock (&hpc__range_lock);
  while (pending)
    {
      struct hpc_range *r = pending;
      pending = r->pending_next;
      r->pending = 0;
      if (r->refs > 0)
	continue;		/* taken again since */
      hpc__range_unintern (r);
      if (r->parent)
	release_locked ((struct hpc_range *) r->parent);
      hpc__group_release (r->grid);	/* taken by range.c's make */
      __hpc_range_math_free (r);
    }
  pthread_mutex_unlock (&hpc__range_lock);
  hpc__groups_collect ();
}

void
hpc__range_pending_clear (void)
{
  pending = NULL;
}

/* ------------------------------------------------------------ the ABI */

Range
__hpc_range_float (Range x)
{
  hpc__range_release (x);
  return x;
}

Range
__hpc_range_pin (Range x)
{
  struct hpc_range *r = (struct hpc_range *) x;
  if (!r || __atomic_load_n (&r->pinned, __ATOMIC_RELAXED)
      || !hpc__running ())
    return x;
  pthread_mutex_lock (&hpc__range_lock);
  if (!r->pinned)
    {
      r->pinned = 1;
      r->refs++;
    }
  pthread_mutex_unlock (&hpc__range_lock);
  return x;
}

Range
__hpc_range_hold (Range x)
{
  hpc__range_retain (x);
  return x;
}

Range
__hpc_range_set (Range old, Range x)
{
  hpc__range_retain (x);
  hpc__range_release (old);
  return x;
}

void
__hpc_range_drop (Range x)
{
  hpc__range_release (x);
  hpc__ranges_collect ();
}
