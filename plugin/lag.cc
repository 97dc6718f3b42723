/* lag.cc - a sweep and the update of the array it read, in one pass.

   The Parallel Research Kernels' stencil, Jacobi's copy back and many
   time-stepping codes run two nests an iteration:

     over (i = x | ...) over (j = ...) BODY1;      (the sweep: writes OUT)
     over (i = x | LO : HI) over (j = ...) BODY2;  (the update: writes IN)

   Each nest streams its arrays through memory, so IN makes two trips an
   iteration.  Row q of IN may be updated as soon as the rows of the
   sweep that read it are done; a thread that has just done them one
   after the other can update row q while it is still in cache (what
   bench/stencil_onepass_hpc.c does by hand).  So the two run as one
   pass, the update R rows behind the sweep (rowfuse.cc), where row q of
   the update runs once this thread has just done the sweep's rows
   q - R .. q + R one after the other; the rows next to another thread's
   rows or the edges of the sweep wait for the update's own pass.

   Legality comes from the dependences between the bodies' accesses
   (accesses.cc: each body a sequence of scalar temporaries and
   assignments, compound ones included, computed by arithmetic from
   elements at [i + a][j + b], constants and scalars), which also give R
   (hpc_row_dependences, rowfuse.cc, with the argument): the sweep
   writes OUT, the update IN, another array; the sweep reads IN within
   R rows, the update OUT within R rows and IN on its own row only.

   Besides: the two are consecutive statements, overs nested two deep,
   the outer ones over the same range X; the set-up of the sweep's inner
   over reads no memory (evaluated between the update's rows); the
   update's outer over has stride 1, and its bounds (and the inner
   over's range) are built from constants and variables neither nest
   changes, the inner over's also from i and hpc_idx (x, i).  The first
   nest need not read IN at all: a nest consuming, rows away, what the
   nest before produced is the same pattern, the producer as the sweep.
   An hpc_write_halo between the two must run after every row of the
   sweep and before every row of the update: never fused.  Where the
   second nest writes an array the first reads and they are not fused,
   a missed-optimisation note says why (-fopt-info-missed).
   __hpc_rows_begin declines unless IN and OUT are different arrays, IN
   row-major, both over X in dimension 0 and X a block range.  Not in
   check mode, at -O0, or with -fplugin-arg-hpc-no-fuse.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"
#include "rowfuse.h"

namespace {

/* A sweep and an update, taken apart.  */
struct sweep_update
{
  location_t loc;
  tree sweep, update;		/* the two over statements */
  hpc_nest_shape first, second;	/* their nests, taken apart */
  tree in, out;			/* the array updated, the array swept into */
  HOST_WIDE_INT reach;		/* R */
  auto_vec<tree, 2> apart;	/* arrays the sweep reads that may be IN:
				   fused only where they are not, at run
				   time */
  char why[224];		/* where they are not, why */
};

/* Whether E has the same value wherever M's nests evaluate it: built by
   arithmetic from constants, variables neither nest changes and, where
   WITH_ROW, the update's row index i and hpc_idx (x, i).  */
bool
stable_p (tree e, const sweep_update &m, bool with_row)
{
  hpc_stable_ctx c = { m.first.x, m.second.i, NULL_TREE, m.sweep,
		       m.update };
  return hpc_stable_p (e, c, with_row);
}

/* Whether an over's set-up (its RANGE and the bounds and stride of
   its TRIPLET given) is stable in M (WITH_ROW: may use the update's
   row).  */
bool
stable_over_p (tree range, const tree triplet[3], const sweep_update &m,
	       bool with_row)
{
  if (!stable_p (range, m, false))
    return false;
  for (int k = 0; k < 3; k++)
    if (triplet[k] && !stable_p (triplet[k], m, with_row))
      return false;
  return true;
}

/* walk_tree callback: a part of a bound of the sweep's inner over that
   might read what the update writes: anything but constants, scalar
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
      return NULL_TREE;
    default:
      return t;
    }
}

/* Whether the set-up of the sweep's inner over (index V), evaluated row
   by row between the update's rows, reads no memory.  */
bool
sweep_inner_ok_p (tree v)
{
  tree begin = DECL_INITIAL (v);
  for (int k = 0; k < call_expr_nargs (begin); k++)
    if (walk_tree (&CALL_EXPR_ARG (begin, k), reads_memory_r, NULL, NULL))
      return false;
  return true;
}

/* Whether the update's outer over of M can follow the sweep's rows:
   over the same range, of stride 1, its set-up the same wherever it is
   evaluated.  */
bool
update_over_p (sweep_update *m)
{
  const hpc_nest_shape &u = m->second;
  if (u.x != m->first.x)
    return hpc_decline (m, "the update's rows are over another range than the "
		"sweep's");
  if (!hpc_unit_stride_p (u.rows))
    return hpc_decline (m, "the update's rows have a stride other than 1");
  if (!stable_over_p (u.x, u.rows, *m, false)
      || !stable_over_p (u.y, u.cols, *m, true))
    return hpc_decline (m, "the update's bounds are not built from constants and "
		"variables neither nest changes");
  return true;
}

/* Whether SWEEP, UPDATE, both nests of two overs (M's FIRST and SECOND
   found), are a sweep and an update (above); M filled, or M->why.  */
bool
sweep_update_p (sweep_update *m)
{
  hpc_nest_accesses s, u;
  s.i = m->first.i, s.j = m->first.j, u.i = m->second.i, u.j = m->second.j;
  if (!hpc_collect_accesses (m->first.body, &s))
    return hpc_decline (m, "the sweep %s", s.why);
  if (!hpc_collect_accesses (m->second.body, &u))
    return hpc_decline (m, "the update %s", u.why);
  hpc_row_deps d;
  d.nest[0] = &s, d.nest[1] = &u;
  d.name[0] = "the sweep", d.name[1] = "the update";
  d.other_colour = false;
  if (!hpc_row_dependences (&d))
    return hpc_decline (m, "%s", d.why);
  m->in = d.in, m->out = d.out, m->reach = d.reach;
  for (tree v : d.apart)
    m->apart.safe_push (v);
  if (!sweep_inner_ok_p (m->first.j))
    return hpc_decline (m, "the set-up of the sweep's inner over reads memory");
  return update_over_p (m);
}

/* walk_tree callback: an array element assignment's array, where DATA
   (the other nest) mentions it.  */
tree
writes_read_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == MODIFY_EXPR || TREE_CODE (t) == PREINCREMENT_EXPR
	   || TREE_CODE (t) == POSTINCREMENT_EXPR
	   || TREE_CODE (t) == PREDECREMENT_EXPR
	   || TREE_CODE (t) == POSTDECREMENT_EXPR)
    {
      auto_vec<tree> idx;
      tree base = hpc_subscripts (TREE_OPERAND (t, 0), &idx);
      if (base && DECL_P (base) && hpc_uses_var_p (*(tree *) data, base))
	return base;
    }
  return NULL_TREE;
}

/* Whether the nest SECOND writes an array the nest FIRST reads: a
   sweep and an update whose fusion declining deserves a note.  */
bool
candidate_p (tree first, tree second)
{
  return walk_tree_without_duplicates (&second, writes_read_r, &first);
}

/* Whether S and T are nests of two overs, taken apart into M.  */
bool
nests_p (tree s, tree t, sweep_update *m)
{
  m->sweep = s;
  m->update = t;
  m->why[0] = 0;
  if (!hpc_nest_shape_of (s, &m->first) || !hpc_nest_shape_of (t, &m->second))
    return false;
  m->loc = EXPR_LOCATION (m->first.outer);
  return true;
}

/* M's two nests as one pass, the update M.reach rows behind the sweep
   (rowfuse.cc), or NULL_TREE where a part cannot be copied.  */
tree
fuse (const sweep_update &m)
{
  hpc_row_fusion r = {
    m.loc, hpc_copy_with_value (m.sweep, NULL_TREE, NULL_TREE),
    hpc_copy_with_value (FOR_BODY (m.second.outer), NULL_TREE, NULL_TREE),
    hpc_copy_with_value (m.update, NULL_TREE, NULL_TREE), m.second.i,
    m.reach, m.in, m.out, m.first.x, NULL_TREE, NULL_TREE, &m.apart };
  if (!r.first || !r.row || !r.second)
    return NULL_TREE;
  tree both = alloc_stmt_list ();
  append_to_statement_list_force (m.sweep, &both);
  append_to_statement_list_force (m.update, &both);
  tree passes;
  tree fused = hpc_fuse_rows (r, NULL_TREE, NULL_TREE, both, &passes);
  if (!fused)
    return NULL_TREE;
  return fused;
}

/* FIRST and SECOND, consecutive statements, as one pass (*FUSED), or
   false, saying why where they are a sweep and an update.  */
bool
try_pair (tree first, tree second, tree *fused)
{
  sweep_update m;
  if (!nests_p (first, second, &m))
    return false;
  if (sweep_update_p (&m))
    {
      *fused = fuse (m);
      if (*fused)
	return true;
      hpc_decline (&m, "a part of the nests cannot be copied");
    }
  if (candidate_p (first, second))
    hpc_missed (m.loc, "sweep and update not fused: %s", m.why);
  return false;
}

/* The note for the nests FIRST and SECOND, consecutive but for a call
   of hpc_write_halo, where they are a sweep and an update.  */
void
note_halo_between (tree first, tree second)
{
  sweep_update m;
  if (nests_p (first, second, &m)
      && candidate_p (first, second))
    hpc_missed (m.loc, "sweep and update not fused: hpc_write_halo between "
		"them, which must run after every row of the sweep and "
		"before every row of the update");
}

} // anon namespace

/* Fuse each sweep and the update after it among the statements of
   LIST; say why not where a nest writes an array the one before reads.  */
void
hpc_fuse_sweep_updates (tree list)
{
  if (!optimize || hpc_opts.check || !hpc_opts.fuse
      || hpc_rows_made_p (list))
    return;
  tree_stmt_iterator prev = tsi_last (list);	/* none yet */
  tree before = NULL_TREE;			/* the statement before it */
  bool have_prev = false;
  for (tree_stmt_iterator k = tsi_start (list); !tsi_end_p (k); tsi_next (&k))
    {
      tree s = tsi_stmt (k), fused;
      if (TREE_CODE (s) == DEBUG_BEGIN_STMT)
	continue;
      if (have_prev && try_pair (tsi_stmt (prev), s, &fused))
	{
	  *tsi_stmt_ptr (prev) = fused;
	  *tsi_stmt_ptr (k) = build_empty_stmt (EXPR_LOCATION (s));
	  have_prev = false;
	  before = NULL_TREE;
	  continue;
	}
      if (have_prev && before && hpc_halo_call_p (tsi_stmt (prev)))
	note_halo_between (before, s);
      before = have_prev ? tsi_stmt (prev) : NULL_TREE;
      prev = k;
      have_prev = true;
    }
}
