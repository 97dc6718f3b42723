/* lag.cc - a sweep and the update of the array it read, in one pass.

   The Parallel Research Kernels' stencil, Jacobi's copy back and many
   time-stepping codes run two nests an iteration:

     over (i = x | ...) over (j = ...) out[i][j] = E;      (the sweep)
     over (i = x | LO : HI) over (j = ...) in[i][j] = E2;  (the update)

   where E reads IN at rows i - R .. i + R and E2 reads arrays at [i][j]
   only.  Each nest streams its arrays through memory, so IN makes
   two trips an iteration.  Row q of IN may be updated as soon as the
   rows of the sweep that read it, q - R .. q + R, are done; a thread
   that has just done them one after the other can update row q while it
   is still in cache (what bench/stencil_onepass_hpc.c does by hand).  So
   the two become (hpc_abi.h gives the run-time side)

     if ((F = __hpc_lag_begin (in, out, x, R, LO, HI))) {
       over (i = x | ...) {
	 over (j = ...) out[i][j] = E;
	 if (__hpc_lag_row (F, i))
	   over (j = ...) in[i - R][j] = E2;         (the update's row i - R)
       }
       over (i = x | LO : HI)
	 if (!__hpc_lag_done (F, i)) over (j = ...) in[i][j] = E2;
       __hpc_lag_end (F);
     } else the two as written

   The rows next to another thread's rows or the edges of the sweep wait
   for the second nest.  Every element is computed from the same values
   by the same expression, so the results are the two nests', bit for
   bit.  That holds where

   - the two are consecutive statements, overs nested two deep, the
     outer ones over the same range X, the set-up of the sweep's inner
     over built from constants, scalar variables and hpc_idx;
   - the sweep's body is one assignment to out[i][j] (i, j its indices)
     reading IN only at in[i + a][j + b] (a, b constants, |a| <= R <=
     HPC_LAG_MAX_REACH), other 2-D distributed arrays at [i + a][j + b]
     (none volatile; where one and IN are both bound to parameters, and
     so may be one array, the pass runs only where their addresses
     differ), and
     otherwise constants and scalar variables, through arithmetic;
   - the update's body is one assignment to in[i][j] reading only
     elements [i][j] of 2-D distributed arrays, constants and scalar
     variables, through arithmetic; its outer over has stride 1, and its
     bounds (and the inner over's range) are built from constants and
     variables neither nest changes, the inner over's also from i and
     hpc_idx (x, i).

   Then nothing the sweep reads is written by the update before the
   sweep has read it, nothing the update reads is written by the sweep
   after the update has read it (OUT's row q, whatever name it is read
   by, is written by the sweep's row q, done before; IN's row q by the
   update's row q itself), and no scalar changes.  __hpc_lag_begin declines
   unless IN and OUT are different arrays (two parameters may be bound to
   one), IN row-major, both over X in dimension 0 and X a block range.
   Not in check mode, at -O0, or with -fplugin-arg-hpc-no-fuse.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "gimplify.h"
#include "hash-set.h"

namespace {

/* The most rows the sweep may read either side: hpc_abi.h's
   HPC_LAG_MAX_REACH (__hpc_lag_begin refuses more).  */
const HOST_WIDE_INT MAX_REACH = 8;

/* The sweeps kept as written for when __hpc_lag_begin declines, which
   lower.cc meets again as a sweep and an update.  */
hash_set<tree> *as_written;

/* A sweep and an update, taken apart.  */
struct sweep_update
{
  location_t loc;
  tree sweep, update;		/* the two over statements */
  tree i1, j1;			/* the sweep's indices */
  tree outer2, i2, j2;		/* the update's outer over and indices */
  tree x;			/* the outer range */
  tree in, out;			/* the array updated, the array swept into */
  HOST_WIDE_INT reach;		/* R */
  auto_vec<tree, 2> apart;	/* arrays the sweep reads that may be IN:
				   fused only where they are not, at run
				   time */
};

/* What a right-hand side may read: element references of IN and OUT
   at [I + a][J + b], with |a| at most MAX_A and |b| at most MAX_B, and of
   other 2-D distributed arrays at [I][J] or, where OTHERS_AROUND, at
   [I + a][J + b] (those that may be IN under another name, both bound to
   parameters, noted in APART); REACH the largest |a| of IN's met.  */
struct reads
{
  tree in, out, i, j;
  HOST_WIDE_INT max_a, max_b;
  bool others_around;
  HOST_WIDE_INT reach;
  vec<tree> *apart;		/* where OTHERS_AROUND: those that may be
				   IN, to be told apart at run time */
};

/* Whether R allows the element reference REF of BASE at [I + A][J + B]
   (subscripts as R's), BASE neither IN nor OUT.  */
bool
other_read_ok_p (const reads &r, tree ref, tree base, HOST_WIDE_INT a,
		 HOST_WIDE_INT b)
{
  if (!r.others_around)		/* the element [i][j] itself */
    return hpc_distributed_p (base) && a == 0 && b == 0;
  return hpc_other_array_read_p (ref, base, r.in, r.apart);
}

/* walk_tree callback: a part of a right-hand side that is not
   arithmetic on constants, scalar variables and the references R
   allows.  */
tree
bad_read_r (tree *tp, int *walk_subtrees, void *data)
{
  reads &r = *(reads *) data;
  tree t = *tp;
  switch (TREE_CODE (t))
    {
    case ARRAY_REF:
      {
	tree base;
	HOST_WIDE_INT a, b;
	*walk_subtrees = 0;
	if (TREE_THIS_VOLATILE (t) || TYPE_VOLATILE (TREE_TYPE (t))
	    || !hpc_offset_ref_p (t, r.i, r.j, &base, &a, &b))
	  return t;
	bool in = operand_equal_p (base, r.in, 0);
	bool other = !in && !operand_equal_p (base, r.out, 0);
	if (other ? !other_read_ok_p (r, t, base, a, b)
	    : abs_hwi (a) > r.max_a || abs_hwi (b) > r.max_b)
	  return t;
	if (in && abs_hwi (a) > r.reach)
	  r.reach = abs_hwi (a);
	return NULL_TREE;
      }
    default:
      return hpc_arith_node_p (t, r.i, r.j) ? NULL_TREE : t;
    }
}

/* Whether the right-hand side of the assignment S reads only what R
   allows.  */
bool
reads_only_p (tree s, reads *r)
{
  return !walk_tree (&TREE_OPERAND (s, 1), bad_read_r, r, NULL);
}

/* Whether E has the same value wherever M's nests evaluate it: built by
   arithmetic from constants, variables neither nest changes and, where
   WITH_ROW, the update's row index i and hpc_idx (x, i).  */
bool
stable_p (tree e, const sweep_update &m, bool with_row)
{
  hpc_stable_ctx c = { m.x, m.i2, NULL_TREE, m.sweep, m.update };
  return hpc_stable_p (e, c, with_row);
}

/* Whether the over set-up of index V (its range and the bounds and
   stride its mask gives) is stable in M (WITH_ROW: may use the update's
   row).  */
bool
stable_over_p (tree v, const sweep_update &m, bool with_row)
{
  tree begin = DECL_INITIAL (v);
  tree mask = hpc_strip (CALL_EXPR_ARG (begin, 1));
  if (!tree_fits_shwi_p (mask) || !stable_p (CALL_EXPR_ARG (begin, 0), m,
					      false))
    return false;
  for (int k = 2; k <= 4; k++)
    if (((tree_to_shwi (mask) >> (k - 2)) & 1)
	&& !stable_p (CALL_EXPR_ARG (begin, k), m, with_row))
      return false;
  return true;
}

/* walk_tree callback: a part of a bound of the sweep's inner over that
   might read what the update writes: anything but constants, scalar
   variables, hpc_idx and arithmetic.  */
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
      if (!hpc_call_to_p (t, "__hpc_idx"))
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

/* Whether the update of M, its overs found and S its assignment, is
   one M can follow.  */
bool
update_p (const sweep_update &m, tree s)
{
  tree begin = DECL_INITIAL (m.i2);
  tree mask = hpc_strip (CALL_EXPR_ARG (begin, 1));
  reads r = { m.in, m.out, m.i2, m.j2, 0, 0, false, 0, NULL };
  return hpc_strip (CALL_EXPR_ARG (begin, 0)) == m.x
	 && tree_fits_shwi_p (mask)
	 && (!(tree_to_shwi (mask) & 4)
	     || integer_onep (hpc_strip (CALL_EXPR_ARG (begin, 4))))
	 && stable_over_p (m.i2, m, false) && stable_over_p (m.j2, m, true)
	 && reads_only_p (s, &r);
}

/* Whether SWEEP, UPDATE are a sweep and an update (above); M filled.  */
bool
sweep_update_p (tree sweep, tree update, sweep_update *m)
{
  if (as_written && as_written->contains (sweep))
    return false;
  m->sweep = sweep;
  m->update = update;
  tree outer1 = hpc_over_in (sweep, &m->i1);
  tree inner1 = outer1 ? hpc_over_in (FOR_BODY (outer1), &m->j1) : NULL_TREE;
  m->outer2 = hpc_over_in (update, &m->i2);
  tree inner2 = m->outer2 ? hpc_over_in (FOR_BODY (m->outer2), &m->j2)
	       : NULL_TREE;
  if (!inner1 || !inner2 || !sweep_inner_ok_p (m->j1))
    return false;
  m->loc = EXPR_LOCATION (outer1);
  tree s1 = hpc_row_assignment (inner1, m->i1, m->j1, &m->out);
  tree s2 = s1 ? hpc_row_assignment (inner2, m->i2, m->j2, &m->in)
	    : NULL_TREE;
  if (!s2)
    return false;
  m->x = hpc_strip (CALL_EXPR_ARG (DECL_INITIAL (m->i1), 0));
  reads r = { m->in, m->out, m->i1, m->j1, MAX_REACH,
	      HOST_WIDE_INT_MAX, true, 0, &m->apart };
  if (operand_equal_p (m->in, m->out, 0) || !reads_only_p (s1, &r))
    return false;
  m->reach = r.reach;
  return update_p (*m, s2);
}

/* Bound K (2: the first, 3: the last) of the update's outer over, or
   the extreme its absence stands for.  */
tree
update_bound (const sweep_update &m, int k)
{
  tree begin = DECL_INITIAL (m.i2);
  if ((tree_to_shwi (hpc_strip (CALL_EXPR_ARG (begin, 1))) >> (k - 2)) & 1)
    return unshare_expr (CALL_EXPR_ARG (begin, k));
  return k == 2 ? TYPE_MIN_VALUE (long_integer_type_node)
		: TYPE_MAX_VALUE (long_integer_type_node);
}

/* The sweep (COPY, a copy) whose rows also run the update of the row R
   before (ROW, a copy of the update's outer body).  */
tree
sweep_pass (const sweep_update &m, tree copy, tree row, tree f)
{
  tree i1, j;
  tree outer = hpc_over_in (copy, &i1);
  hpc_shift_var (&row, m.i2, i1, -m.reach);
  hpc_fuse_untouch (hpc_over_in (row, &j));
  tree body = alloc_stmt_list ();
  append_to_statement_list_force (FOR_BODY (outer), &body);
  append_to_statement_list_force (
    hpc_if_nonzero (hpc_fuse_call (m.loc, "__hpc_lag_row", f, i1), row,
		    NULL_TREE), &body);
  FOR_BODY (outer) = body;
  return copy;
}

/* The update (COPY, a copy) running the rows the sweep left.  */
tree
update_pass (const sweep_update &m, tree copy, tree f)
{
  tree i;
  tree outer = hpc_over_in (copy, &i);
  tree done = hpc_fuse_call (m.loc, "__hpc_lag_done", f, i);
  FOR_BODY (outer) = hpc_if_nonzero (done, build_empty_stmt (m.loc),
				     FOR_BODY (outer));
  return copy;
}

/* M's two nests as one pass (above), or NULL_TREE where a part cannot
   be copied.  */
tree
fuse (const sweep_update &m)
{
  tree sweep = hpc_copy_with_value (m.sweep, NULL_TREE, NULL_TREE);
  tree row = hpc_copy_with_value (FOR_BODY (m.outer2), NULL_TREE, NULL_TREE);
  tree update = hpc_copy_with_value (m.update, NULL_TREE, NULL_TREE);
  if (!sweep || !row || !update)
    return NULL_TREE;
  tree fn = hpc_runtime_decl ("__hpc_lag_begin");
  tree f = hpc_new_var (m.loc, "__hpc_lag", TREE_TYPE (TREE_TYPE (fn)));
  tree a[6] = { build_fold_addr_expr (m.in), build_fold_addr_expr (m.out),
		m.x, build_int_cst (long_integer_type_node, m.reach),
		update_bound (m, 2), update_bound (m, 3) };
  tree begin = hpc_call (m.loc, "__hpc_lag_begin", 6, a);
  if (!m.apart.is_empty ())
    begin = hpc_where_apart (m.in, m.apart, begin);
  tree fused = alloc_stmt_list ();
  tree end[1] = { f };
  for (tree s : { sweep_pass (m, sweep, row, f), update_pass (m, update, f),
		  hpc_call (m.loc, "__hpc_lag_end", 1, end) })
    append_to_statement_list_force (s, &fused);
  tree both = alloc_stmt_list ();
  append_to_statement_list_force (m.sweep, &both);
  append_to_statement_list_force (m.update, &both);
  if (!as_written)
    as_written = new hash_set<tree>;
  as_written->add (m.sweep);
  tree list = alloc_stmt_list ();
  append_to_statement_list_force (build2 (MODIFY_EXPR, TREE_TYPE (f), f,
					  begin), &list);
  append_to_statement_list_force (hpc_if_nonzero (f, fused, both),
				  &list);
  return hpc_bind (f, list);
}

} // anon namespace

/* The current function lowered: forget its sweeps (see
   hpc_fuse_forget).  */
void
hpc_lag_forget (void)
{
  if (as_written)
    as_written->empty ();
}

/* Fuse each sweep and the update after it among the statements of
   LIST.  */
void
hpc_fuse_sweep_updates (tree list)
{
  if (!optimize || hpc_opts.check || !hpc_opts.fuse)
    return;
  tree_stmt_iterator prev = tsi_last (list);	/* none yet */
  bool have_prev = false;
  for (tree_stmt_iterator k = tsi_start (list); !tsi_end_p (k); tsi_next (&k))
    {
      tree s = tsi_stmt (k);
      if (TREE_CODE (s) == DEBUG_BEGIN_STMT)
	continue;
      sweep_update m;
      if (have_prev && sweep_update_p (tsi_stmt (prev), s, &m))
	if (tree fused = fuse (m))
	  {
	    *tsi_stmt_ptr (prev) = fused;
	    *tsi_stmt_ptr (k) = build_empty_stmt (m.loc);
	    have_prev = false;
	    continue;
	  }
      prev = k;
      have_prev = true;
    }
}
