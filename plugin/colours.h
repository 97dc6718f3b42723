/* colours.h - the two colour sweeps of a red-black relaxation, as
   colours.cc finds them and fuse.cc runs them in one pass.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_COLOURS_H
#define HPC_COLOURS_H

#include "rowfuse.h"

/* Two colour sweeps, taken apart: the two iterations of a colour loop
   around one nest (LOOP and P set, both sweeps the same statements), or
   two nests written out one after the other (LOOP and P null).  */
struct colour_pair
{
  location_t loc;
  tree loop;			/* the colour loop, or NULL_TREE */
  tree p;			/* its colour variable, or NULL_TREE */
  tree value[2];		/* P in the first and in the second sweep */
  tree after;			/* and once the loop is done */
  tree halo[2];			/* the hpc_write_halo_w call before each */
  tree over[2];			/* each sweep's outer over statement */
  hpc_nest_shape nest[2];	/* and its nest, taken apart */
  tree array;			/* the array exchanged and relaxed */
  tree x, y;			/* the outer and inner ranges */
  hpc_nest_accesses acc[2];	/* each sweep's accesses */
  HOST_WIDE_INT reach;		/* rows the second sweep runs behind */
  auto_vec<tree, 2> apart;	/* arrays read that may be ARRAY (both
				   bound to parameters): fused only when
				   they are not, at run time */
  char *why;			/* why not fused, once declined */

  colour_pair () : loop (NULL_TREE), p (NULL_TREE), why (NULL) {}
  ~colour_pair () { free (why); }

  /* Declined for the reason WHY, unless a reason was given already.  */
  void
  why_not (const char *text)
  {
    if (!why)
      why = xstrdup (text);
  }
};

/* Whether the for loop LOOP (after the statement PREV, or NULL_TREE) is
   a loop of two colour sweeps; M filled, or its WHY set.  */
bool hpc_colour_loop (tree prev, tree loop, colour_pair *m);
/* Whether the statements FOUR[0..3] are two colour sweeps written out
   (an exchange and a nest, twice); M filled, or its WHY set.  */
bool hpc_colours_written_out (tree *four, colour_pair *m);
/* Whether the statement S, or the statements FOUR[0..3], look like
   colour sweeps: those not taken get a note saying why.  */
bool hpc_colour_loop_candidate_p (tree s);
bool hpc_colours_written_out_candidate_p (tree *four);

#endif
