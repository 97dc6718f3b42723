/* rowfuse.c - the run-time side of two over nests run as one pass over
   their rows (plugin/rowfuse.cc; the protocol is in hpc_abi.h).

   The first pass runs the first nest's rows and, R rows behind, the
   second nest's row q where that is certain to be safe: once this thread
   has done the first nest's rows q - R .. q + R one after the other,
   every row of the first nest that the second's row q depends on is
   done and no other thread's row of the first nest reads what it
   writes.  The rows next to another thread's rows or to the ends, and,
   where an exchange runs between the nests (red-black), the first and
   last held columns (whose neighbours in the ghost columns come with
   that exchange), wait for the second pass.  Which rows were done is
   noted per row, so the second pass needs no knowledge of how the first
   was shared out.

   Where the nests write two arrays, only where their local blocks hold
   at least hpc__fuse_min_bytes (touch.c): arrays that stay in cache from
   one pass to the next gain nothing, and the fused pass's rows each set
   up two inner loops where the first nest's rows alone set up none
   (doc/internals.md, "Measurements").

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdint.h>
#include <stdlib.h>

struct hpc_rows
{
  long gen;			/* tells this pass from earlier ones */
  unsigned char *done;		/* per storage row: done in the first pass */
  long reach;			/* R */
  ptrdiff_t lo, hi;		/* storage rows the second nest runs over */
  long gfirst, glast;		/* global columns held (with an exchange) */
  ptrdiff_t jfirst, jlast;	/* their storage offsets */
};

/* This thread's rows of the current first pass: the last one and how
   many came one after the other up to it.  */
static __thread struct
{
  long gen;
  ptrdiff_t last;
  int run;
} lag;

static long generation;

/* Whether R gives consecutive storage offsets to consecutive global
   indices here, ghosts included (block and irregular block ranges).  */
static int
contiguous_here (const struct hpc_range *r)
{
  return r && (r->kind == HPC_RANGE_BLOCK || r->kind == HPC_RANGE_CUTS)
	 && r->coord >= 0 && r->count > 0 && r->idx_linear
	 && r->idx_mul == 1;
}

/* Whether OUT, the array the first nest writes, is another array than
   A over X in dimension 0, the two large enough to gain.  */
static int
two_arrays_ok (const struct hpc_array *a, const void *out,
	       const struct hpc_range *x)
{
  const struct hpc_array *b = __hpc_array_lookup (out);
  return b && a != b && a->base != b->base && b->range[0] == x
	 && (long) (a->count * a->elem_size + b->count * b->elem_size)
	    >= hpc__fuse_min_bytes;
}

/* Whether A's columns are over Y, contiguous, and the exchange between
   the nests (WIDTHS, or A's ghost widths) reaches at most one index.  */
static int
columns_ok (const struct hpc_array *a, const struct hpc_range *y,
	    const int *widths)
{
  if (a->range[1] != y || !contiguous_here (y))
    return 0;
  for (int d = 0; d < 2; d++)
    {
      const struct hpc_range *r = a->range[d];
      int w = widths ? widths[d]
	      : r->ghost_lo > r->ghost_hi ? r->ghost_lo : r->ghost_hi;
      if (w < 0 || w > 1)
	return 0;
    }
  return 1;
}

/* The storage row of global index G of the contiguous range X.  */
static ptrdiff_t
storage_row (const struct hpc_range *x, long g)
{
  return x->ghost_lo + (g - x->first);
}

struct hpc_rows *
__hpc_rows_begin (const void *in, const void *out, const struct hpc_range *x,
		  long reach, long lo, long hi, const struct hpc_range *y,
		  const int *widths)
{
  const struct hpc_array *a = __hpc_array_lookup (in);
  if (!a || a->rank != 2 || a->range[0] != x || !contiguous_here (x)
      || !hpc__row_major (a) || reach < 0 || reach > HPC_ROWS_MAX_REACH
      || (out && !two_arrays_ok (a, out, x))
      || (y && !columns_ok (a, y, widths)))
    return NULL;
  struct hpc_rows *f = malloc (sizeof *f);
  unsigned char *done = calloc (x->alloc, 1);
  if (!f || !done)
    {
      free (f);
      free (done);
      return NULL;
    }
  long first = lo > x->first ? lo : x->first;
  long last = x->first + x->count - 1;
  last = hi < last ? hi : last;
  f->gen = __atomic_add_fetch (&generation, 1, __ATOMIC_RELAXED);
  f->done = done;
  f->reach = reach;
  f->lo = storage_row (x, first);
  f->hi = first <= last ? storage_row (x, last) : f->lo - 1;
  if (y)
    {
      f->gfirst = y->first;
      f->glast = y->first + y->count - 1;
      f->jfirst = y->ghost_lo;
      f->jlast = y->ghost_lo + y->count - 1;
    }
  return f;
}

/* Note row I done by this thread in pass GEN; returns how many rows it
   has done one after the other up to I, I included.  */
static int
rows_in_a_row (long gen, ptrdiff_t i)
{
  if (lag.gen != gen)
    {
      lag.gen = gen;
      lag.run = 0;
    }
  lag.run = lag.run && lag.last == i - 1 ? lag.run + 1 : 1;
  lag.last = i;
  return lag.run;
}

int
__hpc_rows_lag (struct hpc_rows *f, ptrdiff_t i)
{
  ptrdiff_t q = i - f->reach;
  if (rows_in_a_row (f->gen, i) < 2 * f->reach + 1 || q < f->lo || q > f->hi)
    return 0;
  f->done[q] = 1;
  return 1;
}

int
__hpc_rows_done (const struct hpc_rows *f, ptrdiff_t i)
{
  return f->done[i];
}

long
__hpc_rows_lo (const struct hpc_rows *f, long lo)
{
  long from = f->gfirst + 1;
  if (lo >= from)
    return lo;
  return from + ((from - lo) & 1);
}

long
__hpc_rows_hi (const struct hpc_rows *f, long hi)
{
  return hi < f->glast - 1 ? hi : f->glast - 1;
}

int
__hpc_rows_edge (const struct hpc_rows *f, int k, long lo, long hi,
		 ptrdiff_t *off)
{
  if (k && f->glast == f->gfirst)
    return 0;
  long g = k ? f->glast : f->gfirst;
  if (g < lo || g > hi || ((g - lo) & 1))
    return 0;
  *off = k ? f->jlast : f->jfirst;
  return 1;
}

void
__hpc_rows_end (struct hpc_rows *f)
{
  free (f->done);
  free (f);
}
