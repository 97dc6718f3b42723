/* rowfuse.h - two over nests run as one pass over their rows
   (rowfuse.cc), the pairs fuse.cc finds (with colours.cc for a colour
   loop's two sweeps).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_ROWFUSE_H
#define HPC_ROWFUSE_H

/* A candidate nest, taken apart (hpc_nest_shape_of): two overs, the
   outer's body the inner alone, as fuse.cc asks of the nests it runs
   as one pass.  */
struct hpc_nest_shape
{
  tree outer, inner;		/* the two over statements */
  tree i, j;			/* their indices */
  tree x, y;			/* their ranges */
  tree rows[3], cols[3];	/* the outer's and the inner's start, end
				   and stride; NULL_TREE where not given */
  tree body;			/* the inner over's body */
};
/* Whether the statement S is such a nest: *N filled, or false.  */
bool hpc_nest_shape_of (tree s, hpc_nest_shape *n);
/* Whether T is a call of hpc_write_halo (or
   hpc_write_halo_w: the former without widths is the latter with a null
   pointer); where THROUGH_CHECKS, after the check mode's note of the
   line too.  */
bool hpc_halo_call_p (tree t, bool through_checks = false);

/* A candidate pair (fuse.cc): two nests, or the two iterations of a
   colour loop around one nest, the second to run REACH rows behind the
   first (rowfuse.cc).  */
struct hpc_row_pair
{
  location_t loc;
  const char *what;		/* the notes' subject: "red-black loop" */
  const char *name[2];		/* the nests, for the reasons */
  tree loop;			/* the colour loop, or NULL_TREE */
  tree p;			/* its colour variable, or NULL_TREE */
  tree value[2];		/* P in the first and in the second nest */
  tree after;			/* and once the loop is done */
  tree halo[2];			/* the exchanges before the first nest and
				   between the two, or NULL_TREE */
  tree over[2];			/* each nest's outer over statement */
  hpc_nest_shape nest[2];	/* and its nest, taken apart */
  hpc_nest_accesses acc[2];	/* each nest's accesses (ACC[0] both
				   iterations' in a colour loop) */
  tree in, out;			/* the second's array; the first's where
				   another, else NULL_TREE */
  HOST_WIDE_INT reach;		/* rows the second runs behind */
  tree copy[3];			/* copies the pass takes over: the first
				   nest, the second's outer body, the
				   second nest */
  bool shared;			/* declined, first, as an array read may
				   be IN (hpc_may_share_storage_p) */
  char why[224];		/* why not fused, once declined */

  hpc_row_pair () : loop (NULL_TREE), p (NULL_TREE), halo (), in (NULL_TREE),
		    out (NULL_TREE), reach (0), shared (false)
  {
    why[0] = 0;
  }
};

/* The dependences between M's nests' accesses (accesses.cc), that
   decide whether and how many rows behind the first the second may
   run: M's IN, OUT and REACH set, or its WHY.  A pair with an
   exchange between (a colour pair) reads the array the second writes,
   off its row, at points the second does not write.  */
bool hpc_row_dependences (hpc_row_pair *m);
/* M's nests as one pass, from M's COPY, BEFORE and AFTER (statements, or
   NULL_TREE) around it, AS_WRITTEN where __hpc_rows_begin declines; the
   pass's statement list in *PASSES.  NULL_TREE where a part cannot be
   copied.  */
tree hpc_fuse_rows (const hpc_row_pair &m, tree before, tree after,
		    tree as_written, tree *passes);

/* colours.cc: what a colour loop and its colour starts mean.  The
   variable the loop S steps where S is a candidate colour loop (a for
   loop whose body holds an exchange and an over reading it), else
   NULL_TREE.  */
tree hpc_colour_loop_var (tree s);
/* Whether M's loop (after PREV) gives its variable exactly two values:
   M's P, VALUE and AFTER set.  */
bool hpc_colour_values (tree prev, hpc_row_pair *m);
/* Whether M's inner overs' starts give the two nests the two colours of
   a checkerboard.  */
bool hpc_colour_starts (hpc_row_pair *m);
/* Sweep S's colour start E (hpc_colour_starts accepted it) with each
   E' % 2 whose E' is never negative on the rows as E' & 1: the same
   value, without the sign's correction of a signed remainder.  */
tree hpc_colour_start_bits (tree e, const hpc_row_pair &m, int s);
/* Whether the statements FOUR[0..3] look like two colour sweeps written
   out: an exchange of one array before each of two overs.  */
bool hpc_colours_written_out_p (tree *four);
/* The array the halo call CALL exchanges.  */
tree hpc_halo_array (tree call);

#endif
