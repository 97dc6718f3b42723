/* copy.c - hpc_copy: copy between identically distributed arrays or
   sections, a purely local operation (also hpc_remap's first fast path).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdlib.h>
#include <string.h>

/* Storage orders may differ: the same positions are held here either
   way, so the copy stays local (hpc__copy_aligned).  */
int
hpc__sections_aligned (const struct hpc_section *d,
		       const struct hpc_section *s)
{
  const struct hpc_array *a = d->array, *b = s->array;
  if (a->group != b->group || a->rank != b->rank
      || a->elem_size != b->elem_size)
    return 0;
  for (int k = 0; k < d->rank; k++)
    if (d->adim[k] != s->adim[k])
      return 0;			/* hpc_permute: other pairs of elements */
  for (int k = 0; k < a->rank; k++)
    {
      /* Ranges are interned: equal pointers mean equal distributions.  */
      if (a->range[k] != b->range[k] || a->extent[k] != b->extent[k]
	  || a->global[k] != b->global[k])
	return 0;
      const struct hpc_section_dim *x = &d->dim[k], *y = &s->dim[k];
      if (x->scalar != y->scalar || x->lo != y->lo || x->count != y->count
	  || (x->count > 1 && x->st != y->st))
	return 0;
    }
  return 1;
}

/* Copy the held elements of S into D, aligned but stored in different
   orders: both walks list the same positions in the same (row-major
   section) order, so S packed is D unpacked.  */
static void
copy_reordered (const char *fn, const struct hpc_section *d,
		const struct hpc_section *s)
{
  struct hpc__walk ws, wd;
  hpc__walk_make (fn, &ws, s);
  hpc__walk_make (fn, &wd, d);
  char *buf = hpc__xcalloc (fn, ws.count * ws.elem_size);
  hpc__walk_move (&ws, buf, 1, NULL);
  hpc__walk_move (&wd, buf, 0, NULL);
  free (buf);
  hpc__walk_free (&ws);
  hpc__walk_free (&wd);
}

/* The rows of an aligned copy whose innermost dimension is the
   progression PROG: each row a memmove when contiguous.  */
struct row_copy
{
  const struct hpc__progression *prog;
  size_t es;
  const char *src;
  char *dst;
};

static void
copy_row (void *arg, ptrdiff_t row, long pos, const struct hpc__walk_dim *in)
{
  const struct row_copy *c = arg;
  const struct hpc__progression *p = c->prog;
  (void) pos, (void) in;
  ptrdiff_t o = row + p->off0;
  if (p->n == 1 || p->doff == (ptrdiff_t) c->es)
    memmove (c->dst + o, c->src + o, p->n * c->es);
  else
    for (long i = 0; i < p->n; i++, o += p->doff)
      memcpy (c->dst + o, c->src + o, c->es);
}

void
hpc__copy_aligned (const char *fn, const struct hpc_section *d,
		   const struct hpc_section *s)
{
  /* The same positions of the same array: nothing moves.  */
  if (d->array == s->array)
    return;
  /* Equal ranges and extents give equal offsets in blocks stored in the
     same order, so one walk serves both; distinct arrays never
     overlap.  */
  if (!hpc__same_storage (d->array, s->array))
    {
      copy_reordered (fn, d, s);
      return;
    }
  /* Rows in closed form where they can be: a list of the positions of
     a 1-D array's one row would cost more than the copy.  */
  struct hpc__walk w;
  struct hpc__progression prog;
  if (hpc__walk_make_rows (fn, &w, s, &prog))
    {
      struct row_copy c = { &prog, w.elem_size, w.base, d->array->base };
      if (prog.n > 0)
	hpc__walk_rows (&w, copy_row, &c);
    }
  else
    hpc__walk_move (&w, NULL, 0, d->array->base);
  hpc__walk_free (&w);
}

void
hpc_copy (const void *dst, const void *src)
{
  struct hpc_section dt, st;
  const struct hpc_section *d = hpc__section_arg ("hpc_copy", dst, &dt);
  const struct hpc_section *s = hpc__section_arg ("hpc_copy", src, &st);
  hpc__remap_check ("hpc_copy", d, s);
  if (!hpc__sections_aligned (d, s))
    hpc__fatal ("hpc_copy", "%s and %s are not identically distributed "
		"(same group, ranges and section); use hpc_remap",
		d->array->name, s->array->name);
  hpc__copy_aligned ("hpc_copy", d, s);
}
