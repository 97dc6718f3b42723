/* ghost_range.c - irregular block ranges with ghost regions
   (hpc_cut_range_ghost, hpc_irregular_range_ghost).

   range.c's interning table is private to it, so these ranges are
   interned here, in a list of their own: equal constructions still give
   the same pointer (aligned arrays), and the ranges live until the
   process ends, like range.c's.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t ghost_range_lock = PTHREAD_MUTEX_INITIALIZER;
static struct hpc_range *ghost_ranges;	/* chained through hash_next */

/* The subgroup D was asked of (range.c's rule), or NULL.  */
static struct hpc_group *
subgroup_of (Dimension d)
{
  return d.grid != d.grid->root ? d.grid : NULL;
}

/* Whether R is the construction (D, CUTS, GHOST_LO, GHOST_HI).  */
static int
same_range (const struct hpc_range *r, Dimension d, int p, const long *cuts,
	    int ghost_lo, int ghost_hi)
{
  return r->grid == d.grid->root && r->members == subgroup_of (d)
	 && r->dim == d.dim && r->nprocs == p
	 && r->ghost_lo == ghost_lo && r->ghost_hi == ghost_hi
	 && !memcmp (r->cuts, cuts, (p + 1) * sizeof *cuts);
}

/* CUTS (P+1 entries, checked) over dimension D, interned.  */
static Range
intern_cuts (Dimension d, int p, const long *cuts, int ghost_lo,
	     int ghost_hi)
{
  struct hpc_range *r;
  pthread_mutex_lock (&ghost_range_lock);
  for (r = ghost_ranges; r; r = r->hash_next)
    if (same_range (r, d, p, cuts, ghost_lo, ghost_hi))
      break;
  if (!r)
    {
      r = __hpc_range_math_cuts (p, cuts, ghost_lo, ghost_hi);
      r->grid = d.grid->root;
      r->members = subgroup_of (d);
      r->dim = d.dim;
      __hpc_range_math_set_coord (r, hpc_coord (d.grid, d.dim));
      r->hash_next = ghost_ranges;
      ghost_ranges = r;
    }
  pthread_mutex_unlock (&ghost_range_lock);
  return r;
}

/* The checks every constructor of this file shares; returns P.  */
static int
check_dim (const char *fn, Dimension d, int ghost_lo, int ghost_hi)
{
  hpc__ensure_started (fn);
  if (!d.grid)
    hpc__fatal (fn, "the dimension's process grid is NULL");
  if (d.dim < 0 || d.dim >= hpc_ndims (d.grid))
    hpc__fatal (fn, "dimension %d of a grid of %d dimensions", d.dim,
		hpc_ndims (d.grid));
  if (ghost_lo < 0 || ghost_hi < 0)
    hpc__fatal (fn, "negative ghost width (%d below, %d above)", ghost_lo,
		ghost_hi);
  return hpc_shape (d.grid, d.dim);
}

Range
hpc_cut_range_ghost (Dimension d, const long *cuts, int ghost_lo,
		     int ghost_hi)
{
  static const char fn[] = "hpc_cut_range_ghost";
  int p = check_dim (fn, d, ghost_lo, ghost_hi);
  if (!cuts)
    hpc__fatal (fn, "the cut points are NULL");
  if (cuts[0] != 0)
    hpc__fatal (fn, "the first cut point is %ld, not 0", cuts[0]);
  for (int c = 0; c < p; c++)
    if (cuts[c + 1] < cuts[c])
      hpc__fatal (fn, "cut points decrease at process %d (%ld, then %ld)",
		  c, cuts[c], cuts[c + 1]);
  return intern_cuts (d, p, cuts, ghost_lo, ghost_hi);
}

Range
hpc_irregular_range_ghost (Dimension d, const long *sizes, int ghost_lo,
			   int ghost_hi)
{
  static const char fn[] = "hpc_irregular_range_ghost";
  int p = check_dim (fn, d, ghost_lo, ghost_hi);
  if (!sizes)
    hpc__fatal (fn, "the sizes are NULL");
  long *cuts = malloc ((p + 1) * sizeof *cuts);
  if (!cuts)
    hpc__fatal (fn, "out of memory");
  cuts[0] = 0;
  for (int c = 0; c < p; c++)
    {
      if (sizes[c] < 0 || sizes[c] > LONG_MAX - cuts[c])
	hpc__fatal (fn, "size %ld of process %d is %s", sizes[c], c,
		    sizes[c] < 0 ? "negative" : "too large");
      cuts[c + 1] = cuts[c] + sizes[c];
    }
  Range r = intern_cuts (d, p, cuts, ghost_lo, ghost_hi);
  free (cuts);
  return r;
}
