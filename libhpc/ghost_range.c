/* ghost_range.c - irregular block ranges with ghost regions
   (hpc_cut_range_ghost, hpc_irregular_range_ghost).

   They are interned in range.c's table with the other ranges: equal
   constructions give the same pointer (aligned arrays).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

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
  return hpc__cut_range_intern (fn, d, cuts, ghost_lo, ghost_hi);
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
  Range r = hpc__cut_range_intern (fn, d, cuts, ghost_lo, ghost_hi);
  free (cuts);
  return r;
}
