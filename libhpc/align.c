/* align.c - aligned ranges: a location of one range used on a dimension
   over another (doc/reference.md, "Subscripts"), and hpc_ghosts, the
   same distribution with other ghost widths.

   Range B is aligned to range A when A is B, an ancestor of B (B made by
   hpc_subrange from A, or from a subrange of A), or has the same
   distribution as one of those with other ghost widths.  Every element
   of B is then an element of A held by the same process, and a location
   of B (a storage offset of B) names A's element with the same global
   index.  The plugin asks, once at the construct's entry, for the map
   from B's storage offsets to A's on this process, MUL * offset + ADD:
   ranges differing only in ghosts (subranges of a contiguous range
   included) give MUL 1 and ADD the difference of their lower ghost
   widths; a strided subrange of a block range gives
   its stride (times its parents') as MUL.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <string.h>

static int
contiguous (const struct hpc_range *r)
{
  return r->kind == HPC_RANGE_BLOCK || r->kind == HPC_RANGE_CUTS;
}

/* Whether A and B distribute the same indices the same way over the same
   process dimension, ghost widths aside: subranges of one parent with
   the same indices (interned apart only by their ghost widths), or
   ranges of the same construction.  */
static int
same_distribution (const struct hpc_range *a, const struct hpc_range *b)
{
  if (a == b)
    return 1;
  if (a->parent && b->parent)
    return a->parent == b->parent && a->sub_lo == b->sub_lo
	   && a->sub_st == b->sub_st && a->n == b->n;
  if (a->parent || b->parent || a->kind != b->kind || a->n != b->n
      || a->grid != b->grid || a->members != b->members || a->dim != b->dim
      || a->nprocs != b->nprocs || a->block != b->block)
    return 0;
  return !contiguous (a)
	 || !memcmp (a->cuts, b->cuts, (a->nprocs + 1) * sizeof *a->cuts);
}

/* The member of B's chain of parents (B included) with A's distribution,
   or NULL when B is not aligned to A.  */
static const struct hpc_range *
aligned_ancestor (const struct hpc_range *b, const struct hpc_range *a)
{
  for (; b; b = b->parent)
    if (same_distribution (b, a))
      return b;
  return NULL;
}

/* The storage offset in A of the element at storage offset K of B here,
   B's chain of parents up to TOP followed on global indices.  */
static ptrdiff_t
mapped_offset (const struct hpc_range *b, const struct hpc_range *top,
	       const struct hpc_range *a, ptrdiff_t k)
{
  long g = __hpc_range_global (b, b->coord, k);
  for (; b != top; b = b->parent)
    g = b->sub_lo + g * b->sub_st;
  return __hpc_range_offset (a, a->coord, g);
}

/* Whether every range from B up to TOP, and A, is contiguous: offsets
   and global indices are then affine in each other, and so is the map.  */
static int
contiguous_chain (const struct hpc_range *b, const struct hpc_range *top,
		  const struct hpc_range *a)
{
  for (; b != top; b = b->parent)
    if (!contiguous (b))
      return 0;
  return contiguous (top) && contiguous (a);
}

/* The map of storage offsets from BOUND (a construct's range) to
   dimension DIM of ARRAY: *MUL and *ADD.  */
static void
align_map (const struct hpc_range *bound, const void *array, int dim,
	   const char *where, long *mul, long *add)
{
  const struct hpc_array *a = hpc__array_get ("subscript", array);
  const struct hpc_range *r = a->range[dim];
  const struct hpc_range *top = r ? aligned_ancestor (bound, r) : NULL;
  *mul = 1;
  *add = 0;
  if (bound == r || (top && bound->count == 0))
    return;
  if (!top)
    hpc__not_aligned (where, a, dim);
  *add = mapped_offset (bound, top, r, 0);
  /* With ghosts, a process holding one index uses offsets past 0.  */
  if (bound->count > 1 || bound->ghost_lo || bound->ghost_hi)
    *mul = mapped_offset (bound, top, r, 1) - *add;
  if (contiguous_chain (bound, top, r))
    return;
  /* Periodic ranges: the map is affine for cyclic parents, not always
     for block-cyclic ones; look at every location held here.  */
  for (long k = 2; k < bound->count; k++)
    if (mapped_offset (bound, top, r, k) != *add + *mul * k)
      hpc__fatal ("subscript", "%s: '%s': the locations of the range held "
		  "here do not lie at a constant stride in dimension %d "
		  "(a subrange of a block-cyclic range); copy the elements "
		  "with hpc_remap instead", where, a->name, dim);
}

long
__hpc_align_mul (const struct hpc_range *bound, const void *array, int dim,
		 const char *where)
{
  long mul, add;
  align_map (bound, array, dim, where, &mul, &add);
  return mul;
}

long
__hpc_align_add (const struct hpc_range *bound, const void *array, int dim,
		 const char *where)
{
  long mul, add;
  align_map (bound, array, dim, where, &mul, &add);
  return add;
}

void
hpc__not_aligned (const char *where, const struct hpc_array *a, int dim)
{
  hpc__fatal ("subscript", "%s: '%s': a location of another range used on "
	      "dimension %d, whose range is not aligned to it (neither the "
	      "location's range, a range it is a subrange of, nor either with "
	      "other ghost widths)", where, a->name, dim);
}

/* Whether a location of BOUND may subscript a dimension over R.  */
int
hpc__aligned (const struct hpc_range *bound, const struct hpc_range *r)
{
  return bound == r || (r && aligned_ancestor (bound, r));
}

Range
hpc_ghosts_range (Range x, int ghost_lo, int ghost_hi)
{
  static const char fn[] = "hpc_ghosts";
  hpc__ensure_started (fn);
  hpc__range_check (fn, x);
  if (ghost_lo < 0 || ghost_hi < 0)
    hpc__fatal (fn, "negative ghost width (%d below, %d above)", ghost_lo,
		ghost_hi);
  if (x->ghost_lo == ghost_lo && x->ghost_hi == ghost_hi)
    {
      hpc__range_retain (x);	/* the caller's, as of any construction */
      return x;
    }
  if (!contiguous (x))
    hpc__fatal (fn, "ghost widths %d below, %d above asked of a %s, which "
		"has no ghost regions", ghost_lo, ghost_hi,
		x->parent ? "subrange of a cyclic or block-cyclic range"
		: "cyclic or block-cyclic range");
  if (x->parent)
    return hpc__subrange_ghosts (x, ghost_lo, ghost_hi);
  Dimension d = { x->members ? x->members : x->grid, x->dim };
  if (x->kind == HPC_RANGE_BLOCK)
    return hpc_block_range_ghost (x->n, d, ghost_lo, ghost_hi);
  return hpc_cut_range_ghost (d, x->cuts, ghost_lo, ghost_hi);
}
