/* fuse.cc - the two colour sweeps of a red-black relaxation (HPJava's
   Figure 2) in one pass over the array.

   Figure 2 sweeps the whole array once per colour (one spelling of it):

     for (int p = C; p < C + 2; p++) {
       hpc_write_halo (u, w);
       over (i = x | LO : HI)
	 over (j = y | A + (hpc_idx (x, i) + p) % 2 : HI2 : 2)
	   u[i][j] = E;
     }

   and each sweep reads and writes every cache line of the array, so the
   loop moves the array through memory twice an iteration.  Colour C + 1
   of row i - 1 needs only colour C of rows i - 2 .. i, so a thread that
   has just done colour C of row i can do colour C + 1 of row i - 1 while
   the rows are still in cache (what examples/redblack.c -f does by
   hand).  Not all of it: the rows next to another thread's rows, and
   everything next to the ghosts, must wait until the other threads and
   processes have done colour C and the second exchange has brought it.
   So the two sweeps run as two nests of rowfuse.cc, the second one row
   behind the first with the second exchange between them (its first
   and last held columns left to the second pass), and P set as the
   loop leaves it once they are done.

   The same two sweeps written out, each after its exchange and with no
   colour loop, are the loop unrolled, and are fused alike (their
   statements kept as written for the else branch).

   What is recognised (colours.cc) follows from what the loop means, not
   from how it is spelt:

   - the colour loop is any for loop stepping a local integer variable P
     (++, --, +=, p = p + 1, ...), set to a constant just before it (its
     declaration or the for's first clause), whose test and step, run on
     constants, give P exactly two values V0, V1 (C, C + 1 or C + 1, C;
     the first pass runs V0's sweep); its body the exchange and the nest;
   - each sweep's inner start, folded for P's value and for the row's
     global index r = hpc_idx (x, i) at 0 and 1, has a parity that
     alternates from row to row and differs between the two sweeps, and
     takes values within two consecutive columns; the start is built
     from constants, P and r by +, -, *, &, |, ^, ~ and % 2 (of values
     that cannot be negative, or unsigned), so that its value depends
     on r only through r % 2 (the lowest bit of a sum, difference,
     product or bitwise operation depends only on the operands' lowest
     bits; r >= 0), and its values at r = 0 and 1 are all its values;
   - each body's accesses (accesses.cc) are those of declarations of
     scalars and assignments (=, +=, ...) to them or to U[i][j], reading
     U only at [i][j] and its four neighbours [i +- 1][j], [i][j +- 1],
     other 2-D distributed arrays at [i + a][j + b] (a, b constants; none
     volatile; where one and U are both bound to parameters, and so may
     be one array, the pass runs only where their addresses differ), and
     otherwise constants and scalar variables, through arithmetic; the
     rows the second sweep runs behind the first, R (1 where a body reads
     a row above or below, else 0), come from the dependences between
     them (hpc_row_dependences, rowfuse.cc);
   - the exchange is of U, with arguments free of side effects; the
     outer over of stride 1 (the same rows for both sweeps), the inner of
     stride 2 with all three bounds given; the bounds and ranges are the
     same wherever they are evaluated (constants, local variables the
     loop leaves alone, i, P and hpc_idx (x, i); the outer ones without
     P).

   The results are then the loop's, bit for bit: every point is computed
   from the same values by the same statements.  A sweep's points are
   one colour of the checkerboard (its start's parity alternates with
   the row), and the other sweep's points the other.  A point reads U
   only at itself (after its own statements' writes, in their order) and
   at neighbours of the other colour, which its sweep does not write, so
   within a sweep the points are independent; a point of the second
   sweep at row i - R reads the first sweep's results at rows i - 2R ..
   i, final once this thread has done those rows in a row, and a point
   of the first sweep at row i + 1 reads the second sweep's colour at
   rows i .. i + 2, which the second sweep has not reached; the columns
   next to the ghosts wait for the second exchange.  Each scalar a body
   declares is its point's own; nothing else is written, P included,
   which the copies read as V0 and V1 and which holds the value the loop
   leaves once the fused pass is done.

   Where a loop that holds an exchange and an over nest (or two such
   pairs written out) is not fused, the reason is noted (hpc_missed,
   missed.cc): -fopt-info-missed prints it at the loop.
   __hpc_rows_begin declines at run time (so the loop runs as written)
   unless U is a 2-D array over x and y, both block or irregular-block
   ranges, and the exchanged widths (the array's ghost widths where
   hpc_write_halo has none) are at most 1.  Not in check mode, at -O0,
   or with -fplugin-arg-hpc-no-fuse.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */


#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"
#include "gimplify.h"
#include "colours.h"

namespace {

/* The inner overs of fused passes whose arrays were found apart at run
   time (colour_pair.apart): blend.cc may blend them.  The function's
   (hpc-context.h).  */
struct fuse_state : hpc_stage_state
{
  hash_set<tree> apart_overs;
};

hash_set<tree> &
apart_overs (void)
{
  return hpc_state<fuse_state> (hpc_function ().fuse).apart_overs;
}

/* walk_tree callback: note each over statement as one of apart_overs.  */
tree
mark_apart_r (tree *tp, int *, void *)
{
  tree var;
  if (TREE_CODE (*tp) == FOR_STMT && hpc_classify (*tp, &var) == HPC_OVER)
    apart_overs ().add (*tp);
  return NULL_TREE;
}

/* The copy of REGION, a part of sweep S, with P read as its value
   there.  */
tree
copy_sweep (const colour_pair &m, tree region, int s)
{
  return hpc_copy_with_value (region, m.p, m.p ? m.value[s] : NULL_TREE);
}

/* M's sweeps fused (see above): the second sweep one row behind the
   first, the exchange between them (rowfuse.cc); AS_WRITTEN where
   __hpc_rows_begin declines; or NULL_TREE where a part cannot be
   copied.  */
tree
fuse (const colour_pair &m, tree as_written)
{
  hpc_row_fusion r = { m.loc, copy_sweep (m, m.over[0], 0),
		       copy_sweep (m, FOR_BODY (m.nest[1].outer), 1),
		       copy_sweep (m, m.over[1], 1), m.nest[1].i, m.reach, m.array,
		       NULL_TREE, m.x, m.halo[1], m.y, &m.apart };
  if (!r.first || !r.row || !r.second)
    return NULL_TREE;
  tree after = m.p ? build2 (MODIFY_EXPR, TREE_TYPE (m.p), m.p, m.after)
	       : NULL_TREE;
  tree passes;
  tree fused = hpc_fuse_rows (r, unshare_expr (m.halo[0]), after,
			      as_written, &passes);
  if (!fused)
    return NULL_TREE;
  if (!m.apart.is_empty ())
    walk_tree_without_duplicates (&passes, mark_apart_r, NULL);
  return fused;
}

/* The for loop *SLOT (after PREV), a candidate, fused; or a note why
   not.  */
void
fuse_loop (tree prev, tree *slot)
{
  colour_pair m;
  if (hpc_colour_loop (prev, *slot, &m))
    {
      if (tree fused = fuse (m, m.loop))
	{
	  *slot = fused;
	  return;
	}
      m.why_not ("a part of the loop cannot be copied");
    }
  hpc_missed (m.loc, "red-black loop not fused: %s", m.why);
}

/* The statements *SLOT[0..3], a candidate pair of sweeps written out,
   fused; or a note why not.  Whether fused.  */
bool
fuse_written_out (tree **slot)
{
  colour_pair m;
  tree four[4] = { *slot[0], *slot[1], *slot[2], *slot[3] };
  if (hpc_colours_written_out (four, &m))
    {
      tree as_written = alloc_stmt_list ();
      for (int k = 0; k < 4; k++)
	append_to_statement_list_force (*slot[k], &as_written);
      if (tree fused = fuse (m, as_written))
	{
	  *slot[0] = fused;
	  for (int k = 1; k < 4; k++)
	    *slot[k] = build_empty_stmt (m.loc);
	  return true;
	}
      m.why_not ("a part of the sweeps cannot be copied");
    }
  hpc_missed (m.loc, "red-black loop not fused: %s", m.why);
  return false;
}

} // anon namespace

/* Fuse the two colour sweeps of red-black loops among the statements
   of LIST: colour loops, and pairs of sweeps written out.  */
void
hpc_fuse_colour_loops (tree list)
{
  if (!optimize || hpc_rows_made_p (list))
    return;
  auto_vec<tree *> s;
  for (tree_stmt_iterator k = tsi_start (list); !tsi_end_p (k); tsi_next (&k))
    if (TREE_CODE (tsi_stmt (k)) != DEBUG_BEGIN_STMT)
      s.safe_push (tsi_stmt_ptr (k));
  for (unsigned k = 0; k < s.length (); k++)
    if (hpc_colour_loop_candidate_p (*s[k]))
      fuse_loop (k ? *s[k - 1] : NULL_TREE, s[k]);
    else if (k + 3 < s.length ())
      {
	tree four[4] = { *s[k], *s[k + 1], *s[k + 2], *s[k + 3] };
	if (hpc_colours_written_out_candidate_p (four)
	    && fuse_written_out (&s[k]))
	  k += 3;
      }
}

/* Whether the over T is one of a fused pass that runs only where the
   arrays it reads are apart from the one it writes.  */
bool
hpc_fuse_apart_p (tree t)
{
  return apart_overs ().contains (t);
}
