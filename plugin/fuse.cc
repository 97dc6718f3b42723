/* fuse.cc - pairs of over nests run as one pass over their rows
   (rowfuse.cc), the second some rows behind the first: the one finder
   of the rows transformation.

   A candidate pair is two nests the program runs one after the other:

   - two consecutive nests (the PRK stencil's sweep and the update of
     the array it read, Jacobi's copy back, a producer and a consumer);
   - the two iterations of a colour loop around an exchange and one
     nest (HPJava's Figure 2, one spelling of it):

       for (int p = C; p < C + 2; p++) {
	 hpc_write_halo (u, w);
	 over (i = x | LO : HI)
	   over (j = y | A + (hpc_idx (x, i) + p) % 2 : HI2 : 2)
	     u[i][j] = E;
       }

     or the same two sweeps written out, each after its exchange (the
     loop unrolled): the second exchange runs between the nests.

   Each nest streams its arrays through memory; run as one pass, a
   thread does row q of the second nest while the first nest's rows
   q - R .. q + R it has just done are still in cache.  Whether that
   keeps the nests' results, and R, come from the dependences between
   their accesses (accesses.cc, hpc_row_dependences): each inner body a
   sequence of scalar temporaries and assignments (compound ones too)
   to them or to its array's element [i][j], computed by arithmetic
   from elements at [i + a][j + b], constants and scalars.  An array
   read that may be the one the second writes, under another name, is
   a dependence the pass would break (hpc_may_share_storage_p: two
   parameters, but in apart.cc's copy for distinct arrays, where the
   pair is fused; the original beside it, run where they may be one,
   is left without a note).  Besides, for every pair:

   - both are nests of two overs; the second's outer over runs over
     the first's range with stride 1, and its bounds, range and inner
     bounds are built from constants, variables neither nest changes
     and (the inner ones) i, hpc_idx (x, i) and the colour variable;
   - the set-up of the first's inner over reads no memory (it runs
     between the second's rows).

   What is colour-specific (colours.cc) is what lets the second nest
   read the array it writes off its own row, and the exchange between:

   - the colour loop steps a local integer variable P, set to a
     constant just before it, whose test and step, run on constants,
     give it exactly two values (any spelling: p != 2, p += 1, counting
     down); the copies of the nest read P as each value, and P is set
     as the loop leaves it once the pass is done;
   - both nests write the array the exchanges (of it, free of side
     effects) are of, over the same ranges and rows, with inner overs
     of stride 2 whose starts, folded for each parity of the row, give
     the two colours of a checkerboard (each a function of
     hpc_idx (x, i) % 2, its parity alternating with the row, the two
     nests' different, within two consecutive columns);
   - the array is read only at [i][j] and its four neighbours: the
     other colour, which the reading nest does not write, one row and
     one column away, what the exchange's edge columns and its widths
     of at most 1 cover.

   The results are then the nests', bit for bit: every point is
   computed from the same values by the same statements in the order
   their dependences need (rowfuse.cc's comment of
   hpc_row_dependences).  Where a candidate (a colour loop or sweeps
   written out; consecutive nests the second of which writes an array
   the first reads) is not fused, the reason is noted (hpc_missed,
   missed.cc): -fopt-info-missed prints it.  An hpc_write_halo between
   two nests that are no colour sweeps must run after every row of the
   first and before every row of the second: never fused.
   __hpc_rows_begin declines at run time (the nests run as written)
   unless the arrays are row-major over block ranges (hpc_abi.h).  Not
   in check mode, at -O0, or with -fplugin-arg-hpc-no-fuse.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"
#include "gimplify.h"
#include "rowfuse.h"

namespace {

/* ------------------------------------------------ every pair */

/* Whether E has the same value wherever M's nests evaluate it: built by
   arithmetic from constants, variables neither nest changes and, where
   WITH_ROW, the second's row index i, hpc_idx (x, i) and P.  */
bool
stable_p (tree e, const hpc_row_pair &m, bool with_row)
{
  hpc_stable_ctx c = { m.nest[0].x, m.nest[1].i, m.p,
		       m.loop ? m.loop : m.over[0],
		       m.loop ? NULL_TREE : m.over[1] };
  return hpc_stable_p (e, c, with_row);
}

/* Whether an over's set-up (its RANGE and the bounds and stride of
   its TRIPLET given) is stable in M (WITH_ROW: may use the row).  */
bool
stable_over_p (tree range, const tree triplet[3], const hpc_row_pair &m,
	       bool with_row)
{
  if (!stable_p (range, m, false))
    return false;
  for (int k = 0; k < 3; k++)
    if (triplet[k] && !stable_p (triplet[k], m, with_row))
      return false;
  return true;
}

/* Whether M's over statements are nests of two overs: M's NEST set.  */
bool
nests_p (hpc_row_pair *m)
{
  for (int s = 0; s < 2; s++)
    if (!hpc_nest_shape_of (m->over[s], &m->nest[s]))
      return hpc_decline (m, "the over is not a nest of two overs");
  return true;
}

/* Whether the second nest's rows can follow the first's: over the same
   range, of stride 1, its set-up the same wherever it is evaluated.  */
bool
second_rows_p (hpc_row_pair *m)
{
  const hpc_nest_shape &u = m->nest[1];
  if (!hpc_same_value_p (u.x, m->nest[0].x))
    return hpc_decline (m, "%s's rows are over another range than %s's",
			m->name[1], m->name[0]);
  if (u.rows[2] && !integer_onep (hpc_strip (u.rows[2])))
    return hpc_decline (m, "%s's rows have a stride other than 1",
			m->name[1]);
  if (!stable_over_p (u.x, u.rows, *m, false))
    return hpc_decline (m, "%s's rows are not built from constants and "
			"variables neither nest changes", m->name[1]);
  if (!stable_over_p (u.y, u.cols, *m, true))
    return hpc_decline (m, "%s's inner over is not built from constants, "
			"variables neither nest changes and the row",
			m->name[1]);
  return true;
}

/* Whether each nest's inner body is one whose accesses accesses.cc
   follows: M's ACC set (one for a colour loop's single nest).  */
bool
accesses_p (hpc_row_pair *m)
{
  for (int s = 0; s < (m->loop ? 1 : 2); s++)
    {
      hpc_nest_accesses &n = m->acc[s];
      n.i = m->nest[s].i;
      n.j = m->nest[s].j;
      if (!hpc_collect_accesses (m->nest[s].body, &n))
	return hpc_decline (m, "%s %s", m->name[s], n.why);
    }
  return true;
}

/* walk_tree callback: a part of the first nest's inner set-up that
   might read what the second writes: anything but constants, scalar
   variables, hpc_idx, calls of const functions and arithmetic.  */
tree
reads_memory_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case VAR_DECL: case PARM_DECL:
      return TREE_THIS_VOLATILE (t) ? t : NULL_TREE;
    case CALL_EXPR:
      if (!hpc_call_to_p (t, "__hpc_idx") && !hpc_const_call_p (t))
	return t;
      *walk_subtrees = 0;
      for (int k = 0; k < call_expr_nargs (t); k++)
	if (tree bad = walk_tree (&CALL_EXPR_ARG (t, k), reads_memory_r, NULL,
				  NULL))
	  return bad;
      return NULL_TREE;
    case INTEGER_CST: case NOP_EXPR: case CONVERT_EXPR: case NON_LVALUE_EXPR:
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case NEGATE_EXPR:
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case MIN_EXPR: case MAX_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR: case BIT_NOT_EXPR:
      return NULL_TREE;
    default:
      return t;
    }
}

/* Whether the set-up of the first nest's inner over, evaluated row by
   row between the second's rows, reads no memory.  */
bool
first_inner_p (hpc_row_pair *m)
{
  tree begin = DECL_INITIAL (m->nest[0].j);
  for (int k = 0; k < call_expr_nargs (begin); k++)
    if (walk_tree (&CALL_EXPR_ARG (begin, k), reads_memory_r, NULL, NULL))
      return hpc_decline (m, "the set-up of %s's inner over reads memory",
			  m->name[0]);
  return true;
}

/* ------------------------------------------------ colour sweeps */

/* Whether M's exchanges are of one distributed array, alike, with
   arguments free of side effects.  */
bool
exchanges_p (hpc_row_pair *m)
{
  for (tree h : m->halo)
    if (TREE_SIDE_EFFECTS (CALL_EXPR_ARG (h, 0))
	|| TREE_SIDE_EFFECTS (CALL_EXPR_ARG (h, 1)))
      return hpc_decline (m, "the arguments of hpc_write_halo have side"
			  " effects");
  tree array = hpc_halo_array (m->halo[0]);
  if (!hpc_distributed_p (array))
    return hpc_decline (m, "hpc_write_halo's argument is not a distributed"
			" array named directly");
  if (m->halo[1] != m->halo[0]
      && (!hpc_same_value_p (array, hpc_halo_array (m->halo[1]))
	  || !hpc_same_value_p (CALL_EXPR_ARG (m->halo[0], 1),
				CALL_EXPR_ARG (m->halo[1], 1))))
    return hpc_decline (m, "the two exchanges differ");
  return true;
}

/* Whether M's nests sweep one colour each: inner overs of stride 2 with
   all three bounds, over the same ranges and rows, starting on the two
   colours of a checkerboard.  */
bool
colour_nests_p (hpc_row_pair *m)
{
  const hpc_nest_shape &a = m->nest[0], &b = m->nest[1];
  for (const hpc_nest_shape &n : m->nest)
    {
      if (!n.cols[0] || !n.cols[1] || !n.cols[2])
	return hpc_decline (m, "the inner over does not give its start, end"
			    " and stride");
      if (TREE_CODE (hpc_strip (n.cols[2])) != INTEGER_CST
	  || wi::to_wide (hpc_strip (n.cols[2])) != 2)
	return hpc_decline (m, "the inner over's stride is not 2");
    }
  if (!hpc_same_value_p (a.y, b.y))
    return hpc_decline (m, "the two sweeps run over different ranges");
  for (int k = 0; k < 3; k++)
    if (!(a.rows[k] ? b.rows[k] && hpc_same_value_p (a.rows[k], b.rows[k])
	  : !b.rows[k]))
      return hpc_decline (m, "the two sweeps run over different rows");
  return hpc_colour_starts (m);
}

/* Whether sweep S's read R of the exchanged array is at [i][j] or at a
   neighbour [i +- 1][j], [i][j +- 1]: the other colour, which this
   sweep does not write (its points do not depend on each other), one
   row and one column away, the distances the exchange's edge columns
   and its widths of at most 1 cover.  */
bool
colour_read_p (hpc_row_pair *m, int s, const hpc_access &r, tree array)
{
  if (!operand_equal_p (r.base, array, 0)
      || abs_hwi (r.a) + abs_hwi (r.b) <= 1)
    return true;
  return hpc_decline (m, "%s is read at %s, %s", hpc_array_name (r.base),
		      hpc_where_text (r, m->nest[s].i, m->nest[s].j).text,
		      (r.a + r.b) % 2 == 0 ? "a point of the same colour"
		      : abs_hwi (r.a) > 1 ? "more than one row away"
		      : "more than one column away");
}

/* Whether each sweep writes the exchanged array and reads it only at
   the points colour_read_p allows.  */
bool
colour_accesses_p (hpc_row_pair *m)
{
  tree array = hpc_halo_array (m->halo[0]);
  for (int s = 0; s < (m->loop ? 1 : 2); s++)
    {
      if (!operand_equal_p (m->acc[s].written, array, 0))
	return hpc_decline (m, "%s writes %s, not %s, whose ghosts are"
			    " exchanged", m->name[s],
			    hpc_array_name (m->acc[s].written),
			    hpc_array_name (array));
      for (const hpc_access &r : m->acc[s].reads)
	if (!colour_read_p (m, s, r, array))
	  return false;
    }
  return true;
}

/* ------------------------------------------------ the pairs */

/* Whether the optimisation runs at all; M's reason if not.  */
bool
enabled_p (hpc_row_pair *m)
{
  if (hpc_opts.check)
    return hpc_decline (m, "not in check mode");
  if (!hpc_opts.fuse)
    return hpc_decline (m, "-fplugin-arg-hpc-no-fuse given");
  return true;
}

/* Whether M's two nests may run as one pass: M filled, or its WHY.  */
bool
pair_p (hpc_row_pair *m)
{
  bool colours = m->halo[1] != NULL_TREE;
  return enabled_p (m) && (!colours || exchanges_p (m)) && nests_p (m)
	 && second_rows_p (m) && (!colours || colour_nests_p (m))
	 && accesses_p (m) && (!colours || colour_accesses_p (m))
	 && hpc_row_dependences (m) && first_inner_p (m);
}

/* A copy of PART of nest S of M, P replaced by its value in S.  In a
   colour pair the copy's colour start is hpc_colour_start_bits's: the
   pass runs only the rows of the range (r >= 0), on which the start's
   parities were found, so the copy computes the same columns.  */
tree
copy_sweep (hpc_row_pair *m, tree part, int s)
{
  tree value = m->p ? m->value[s] : NULL_TREE;
  if (!m->halo[1])
    return hpc_copy_with_value (part, m->p, value);
  tree *start = &CALL_EXPR_ARG (DECL_INITIAL (m->nest[s].j), 2);
  tree written = *start;
  *start = hpc_colour_start_bits (written, *m, s);
  tree copy = hpc_copy_with_value (part, m->p, value);
  *start = written;
  return copy;
}

/* M's nests as one pass, the second M->reach rows behind the first
   (rowfuse.cc); AS_WRITTEN where __hpc_rows_begin declines; or
   NULL_TREE where a part cannot be copied.  */
tree
fuse (hpc_row_pair *m, tree as_written)
{
  tree parts[3] = { m->over[0], FOR_BODY (m->nest[1].outer), m->over[1] };
  for (int k = 0; k < 3; k++)
    if (!(m->copy[k] = copy_sweep (m, parts[k], k > 0)))
      return NULL_TREE;
  tree before = m->halo[0] ? unshare_expr (m->halo[0]) : NULL_TREE;
  tree after = m->p ? build2 (MODIFY_EXPR, TREE_TYPE (m->p), m->p, m->after)
	       : NULL_TREE;
  tree passes;
  return hpc_fuse_rows (*m, before, after, as_written, &passes);
}

/* The statements *SLOT[0..N-1], M's pair (already taken apart), as one
   pass, the first statement replaced and the others emptied; or a note
   why not.  Whether fused.  */
bool
fuse_or_note (hpc_row_pair *m, tree **slot, int n, bool note)
{
  if (pair_p (m))
    {
      tree as_written = m->loop;
      if (!as_written)
	{
	  as_written = alloc_stmt_list ();
	  for (int k = 0; k < n; k++)
	    append_to_statement_list_force (*slot[k], &as_written);
	}
      if (tree fused = fuse (m, as_written))
	{
	  *slot[0] = fused;
	  for (int k = 1; k < n; k++)
	    *slot[k] = build_empty_stmt (m->loc);
	  return true;
	}
      hpc_decline (m, "a part of the %s cannot be copied",
		   m->loop ? "loop" : m->halo[1] ? "sweeps" : "nests");
    }
  /* Not that two arrays may be one where apart.cc copied the nests for
     distinct arrays: the copy is fused, and the original runs only
     where they may be one, which its note would tell of each time.  */
  if (note && !(m->shared && hpc_apart_original_p (m->nest[1].outer)))
    hpc_missed (m->loc, "%s not fused: %s", m->what, m->why);
  return false;
}

/* M set up for colour sweeps: the exchange HALO and the nest OVER of
   each.  */
void
colour_pair (hpc_row_pair *m, tree halo[2], tree over[2])
{
  m->what = "red-black loop";
  m->name[0] = m->loop ? "the sweep" : "the first sweep";
  m->name[1] = m->loop ? "the sweep" : "the second sweep";
  for (int s = 0; s < 2; s++)
    m->halo[s] = hpc_strip_void (halo[s]), m->over[s] = over[s];
}

/* The colour loop *SLOT (after PREV, or NULL_TREE) fused, or a note
   why not.  */
void
colour_loop (tree prev, tree *slot)
{
  hpc_row_pair m;
  m.loop = *slot;
  m.loc = EXPR_LOCATION (m.loop);
  auto_vec<tree> body;
  hpc_body_statements (FOR_BODY (m.loop), &body);
  tree var;
  if (!enabled_p (&m) || !hpc_colour_values (prev, &m)
      || body.length () != 2 || !hpc_halo_call_p (body[0])
      || !hpc_over_in (body[1], &var))
    {
      hpc_decline (&m, "the loop's body is not a call of hpc_write_halo"
		   " followed by an over nest");
      hpc_missed (m.loc, "red-black loop not fused: %s", m.why);
      return;
    }
  tree halo[2] = { body[0], body[0] }, over[2] = { body[1], body[1] };
  colour_pair (&m, halo, over);
  fuse_or_note (&m, &slot, 1, true);
}

/* The colour sweeps written out *SLOT[0..3] fused, or a note why not.
   Whether fused.  */
bool
colours_written_out (tree **slot)
{
  hpc_row_pair m;
  tree halo[2] = { *slot[0], *slot[2] }, over[2] = { *slot[1], *slot[3] };
  colour_pair (&m, halo, over);
  m.loc = EXPR_LOCATION (m.halo[0]);
  return fuse_or_note (&m, slot, 4, true);
}

/* walk_tree callback: an array element assignment's array, where DATA
   (the other nest) mentions it.  */
tree
writes_read_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (tree lhs = hpc_stored_lvalue (t))
    {
      auto_vec<tree> idx;
      tree base = hpc_subscripts (lhs, &idx);
      if (base && DECL_P (base) && hpc_uses_var_p (*(tree *) data, base))
	return base;
    }
  return NULL_TREE;
}

/* Whether the nests S[0] and S[1] are a candidate pair whose fusion
   declining deserves a note: the second writes an array the first
   reads.  */
bool
consumer_p (tree *s)
{
  return walk_tree_without_duplicates (&s[1], writes_read_r, &s[0]);
}

/* M set up for the consecutive statements S[0], S[1]: whether they are
   nests of two overs.  */
bool
nest_pair (hpc_row_pair *m, tree *s)
{
  m->what = "sweep and update";
  m->name[0] = "the sweep", m->name[1] = "the update";
  m->over[0] = s[0], m->over[1] = s[1];
  if (!nests_p (m))
    return false;
  m->loc = EXPR_LOCATION (m->nest[0].outer);
  return true;
}

/* The consecutive statements *SLOT[0..1] fused where they are nests
   that may be; a note why not where they are a candidate.  */
bool
nests_fused (tree **slot)
{
  hpc_row_pair m;
  tree two[2] = { *slot[0], *slot[1] };
  return nest_pair (&m, two) && fuse_or_note (&m, slot, 2, consumer_p (two));
}

/* The note for the nests S[0] and S[2], consecutive but for a call of
   hpc_write_halo, where they are a candidate pair.  */
void
note_halo_between (tree *s)
{
  hpc_row_pair m;
  tree two[2] = { s[0], s[2] };
  if (nest_pair (&m, two) && consumer_p (two) && enabled_p (&m))
    hpc_missed (m.loc, "sweep and update not fused: hpc_write_halo between "
		"them, which must run after every row of the sweep and "
		"before every row of the update");
}

} // anon namespace

/* Fuse the pairs of nests among the statements of LIST: colour loops,
   colour sweeps written out, consecutive nests; say why not where one
   is a candidate.  */
static void
fuse_row_pairs (tree list)
{
  if (!optimize || hpc_rows_made_p (list))
    return;
  auto_vec<tree *> s;
  for (tree_stmt_iterator k = tsi_start (list); !tsi_end_p (k); tsi_next (&k))
    if (TREE_CODE (tsi_stmt (k)) != DEBUG_BEGIN_STMT)
      s.safe_push (tsi_stmt_ptr (k));
  unsigned n = s.length ();
  for (unsigned k = 0; k < n; k++)
    {
      tree four[4];
      for (unsigned l = 0; l < 4; l++)
	four[l] = k + l < n ? *s[k + l] : NULL_TREE;
      if (hpc_colour_loop_var (four[0]))
	colour_loop (k ? *s[k - 1] : NULL_TREE, s[k]);
      else if (four[3] && hpc_colours_written_out_p (four)
	       && colours_written_out (&s[k]))
	k += 3;
      else if (four[1] && nests_fused (&s[k]))
	k += 1;
      else if (four[2] && hpc_halo_call_p (four[1]))
	note_halo_between (four);
    }
}

/* walk_tree callback: the rows transformation on each statement list,
   an outer list before the lists inside it, and inside a construct
   only its body (as lower.cc's walk visits them).  */
static tree
fuse_lists_r (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == STATEMENT_LIST)
    fuse_row_pairs (*tp);
  tree var;
  if (hpc_classify (*tp, &var) == HPC_NOT_CONSTRUCT)
    return NULL_TREE;
  *walk_subtrees = 0;
  walk_tree (&FOR_BODY (*tp), fuse_lists_r, NULL, NULL);
  return NULL_TREE;
}

/* The fuse stage.  */
void
hpc_fuse_stage (tree fndecl)
{
  walk_tree (&DECL_SAVED_TREE (fndecl), fuse_lists_r, NULL, NULL);
}
