/* rowfuse.h - two over nests run as one pass over their rows
   (rowfuse.cc), as lag.cc and fuse.cc describe them.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_ROWFUSE_H
#define HPC_ROWFUSE_H

/* A candidate nest, taken apart (hpc_nest_shape_of): two overs, the
   outer's body the inner alone, as lag.cc and colours.cc ask of the
   nests they run as one pass.  */
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
/* Whether the over of triplet T steps by 1 (its stride 1 or none).  */
bool hpc_unit_stride_p (const tree t[3]);
/* S without the conversions to void an expression statement has.  */
tree hpc_strip_void (tree s);
/* Whether T is a call of hpc_write_halo (or
   hpc_write_halo_w: the former without widths is the latter with a null
   pointer); where THROUGH_CHECKS, after the check mode's note of the
   line too.  */
bool hpc_halo_call_p (tree t, bool through_checks = false);

/* Two nests to run as one pass, the second REACH rows behind the first.
   FIRST, ROW and SECOND are copies the pass takes over.  */
struct hpc_row_fusion
{
  location_t loc;
  tree first;			/* the first nest (its outer over) */
  tree row;			/* the second nest's outer body */
  tree second;			/* the second nest */
  tree index;			/* the row index ROW reads, whose over's
				   bounds are the second nest's rows */
  HOST_WIDE_INT reach;		/* R */
  tree in;			/* the array the second nest writes */
  tree out;			/* the first's, where another; or NULL_TREE */
  tree x;			/* the rows' range */
  tree halo;			/* the exchange of IN between, or NULL_TREE */
  tree y;			/* IN's columns' range, with HALO */
  const vec<tree> *apart;	/* arrays that may be IN under another
				   name: fused only where they are not, at
				   run time (or NULL) */
};

/* R's nests as one pass (rowfuse.cc), BEFORE and AFTER (statements, or
   NULL_TREE) around it, AS_WRITTEN where __hpc_rows_begin declines; the
   pass's statement list in *PASSES.  NULL_TREE where a part cannot be
   copied.  */
tree hpc_fuse_rows (const hpc_row_fusion &r, tree before, tree after,
		    tree as_written, tree *passes);

/* The dependences between the accesses of two nests, the first then the
   second (accesses.cc), that decide whether and how many rows behind
   the first the second may run (rowfuse.cc).  */
struct hpc_row_deps
{
  const hpc_nest_accesses *nest[2];	/* the first, the second */
  const char *name[2];		/* for the reasons: "the sweep" */
  bool other_colour;		/* the second nest's reads of the array it
				   writes, off its row, are of points it
				   does not write (a colour sweep's) */
  tree in, out;			/* the second's array; the first's where
				   another, else NULL_TREE */
  HOST_WIDE_INT reach;		/* R, the least that covers them */
  auto_vec<tree, 2> apart;	/* arrays that may be IN under another
				   name, to be told apart at run time */
  char why[224];		/* where the nests cannot be fused, why */
};
bool hpc_row_dependences (hpc_row_deps *d);

#endif
