/* fuse.c - the run-time side of two colour sweeps fused into one pass
   (plugin/fuse.cc; the protocol is in hpc_abi.h).

   The first pass updates colour C of every row and, one row behind,
   colour C + 1 of the rows whose neighbours of colour C are all new and
   read by no other thread any more: row i - 1 once this thread has done
   rows i - 2, i - 1 and i in a row.  Rows next to another thread's rows
   or to the ghosts, and the first and last held columns (whose
   neighbours in the ghost columns come with the second exchange), wait
   for the second pass.  Which rows were done is noted per row, so the
   second pass needs no knowledge of how the first was shared out.

   The same bookkeeping runs a sweep that reads one array and writes
   another, followed by an update of every element of the array read from
   its own value: row q of the array read may be updated once the rows of
   the sweep that read it, q - R .. q + R, are done, which is certain where
   this thread has just done them one after the other; the others wait for
   the update's own pass.  Only where the two arrays' local blocks hold at
   least hpc__fuse_min_bytes (touch.c): arrays that stay in cache from one
   pass to the next gain nothing, and the fused pass's rows each set up
   two inner loops where the sweep's rows alone set up none
   (doc/internals.md, "Measurements").

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdint.h>
#include <stdlib.h>

struct hpc_fuse
{
  long gen;			/* tells this pass from earlier ones */
  unsigned char *done;		/* per storage row: colour C + 1 done */
  long gfirst, glast;		/* global columns held */
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

struct hpc_fuse *
__hpc_fuse_begin (const void *u, const int *widths,
		  const struct hpc_range *x, const struct hpc_range *y)
{
  const struct hpc_array *a = __hpc_array_lookup (u);
  if (!a || a->rank != 2 || a->range[0] != x || a->range[1] != y
      || !contiguous_here (x) || !contiguous_here (y) || !hpc__row_major (a))
    return NULL;
  for (int d = 0; d < 2; d++)
    {
      const struct hpc_range *r = a->range[d];
      int w = widths ? widths[d]
	      : r->ghost_lo > r->ghost_hi ? r->ghost_lo : r->ghost_hi;
      if (w < 0 || w > 1)
	return NULL;
    }
  struct hpc_fuse *f = malloc (sizeof *f);
  unsigned char *done = calloc (x->alloc, 1);
  if (!f || !done)
    {
      free (f);
      free (done);
      return NULL;
    }
  f->gen = __atomic_add_fetch (&generation, 1, __ATOMIC_RELAXED);
  f->done = done;
  f->gfirst = y->first;
  f->glast = y->first + y->count - 1;
  f->jfirst = y->ghost_lo;
  f->jlast = y->ghost_lo + y->count - 1;
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
__hpc_fuse_lag (struct hpc_fuse *f, ptrdiff_t i)
{
  if (rows_in_a_row (f->gen, i) < 3)
    return 0;
  f->done[i - 1] = 1;
  return 1;
}

int
__hpc_fuse_done (const struct hpc_fuse *f, ptrdiff_t i)
{
  return f->done[i];
}

long
__hpc_fuse_lo (const struct hpc_fuse *f, long lo)
{
  long from = f->gfirst + 1;
  if (lo >= from)
    return lo;
  return from + ((from - lo) & 1);
}

long
__hpc_fuse_hi (const struct hpc_fuse *f, long hi)
{
  return hi < f->glast - 1 ? hi : f->glast - 1;
}

int
__hpc_fuse_edge (const struct hpc_fuse *f, int k, long lo, long hi,
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
__hpc_fuse_end (struct hpc_fuse *f)
{
  free (f->done);
  free (f);
}

/* ------------------------------------------------ a sweep and an update */

struct hpc_lag
{
  long gen;			/* tells this pass from earlier ones */
  unsigned char *done;		/* per storage row: updated in the sweep */
  long reach;			/* rows the sweep reads either side */
  ptrdiff_t lo, hi;		/* storage rows the update runs over */
};

/* The storage row of global index G of the contiguous range X.  */
static ptrdiff_t
storage_row (const struct hpc_range *x, long g)
{
  return x->ghost_lo + (g - x->first);
}

struct hpc_lag *
__hpc_lag_begin (const void *in, const void *out, const struct hpc_range *x,
		 long reach, long lo, long hi)
{
  const struct hpc_array *a = __hpc_array_lookup (in);
  const struct hpc_array *b = __hpc_array_lookup (out);
  if (!a || !b || a == b || a->base == b->base || a->rank != 2
      || a->range[0] != x || b->range[0] != x || !contiguous_here (x)
      || !hpc__row_major (a) || reach < 0 || reach > HPC_LAG_MAX_REACH
      || (long) (a->count * a->elem_size + b->count * b->elem_size)
	 < hpc__fuse_min_bytes)
    return NULL;
  struct hpc_lag *f = malloc (sizeof *f);
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
  return f;
}

int
__hpc_lag_row (struct hpc_lag *f, ptrdiff_t i)
{
  ptrdiff_t q = i - f->reach;
  if (rows_in_a_row (f->gen, i) < 2 * f->reach + 1 || q < f->lo || q > f->hi)
    return 0;
  f->done[q] = 1;
  return 1;
}

int
__hpc_lag_done (const struct hpc_lag *f, ptrdiff_t i)
{
  return f->done[i];
}

void
__hpc_lag_end (struct hpc_lag *f)
{
  free (f->done);
  free (f);
}
