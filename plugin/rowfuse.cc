/* rowfuse.cc - two over nests run as one pass over their rows, the
   second R rows behind the first.

   Two nests over the same rows, each streaming its arrays through
   memory,

     over (i = x | ...) FIRST;                (row i: FIRST (i))
     [hpc_write_halo (in, w);]                (red-black: an exchange)
     over (i = x | LO : HI) SECOND;           (writes in[i][...])

   become (hpc_abi.h gives the run-time side)

     if ((F = __hpc_rows_begin (in, out, x, R, LO, HI, y, w))) {
       over (i = x | ...) {
	 FIRST (i);
	 if (__hpc_rows_lag (F, i)) SECOND (i - R);   [but the edge columns]
       }
       [hpc_write_halo (in, w);]
       over (i = x | LO : HI)
	 if (__hpc_rows_done (F, i)) [the edge columns of SECOND (i)];
	 else SECOND (i);
       __hpc_rows_end (F);
     } else the nests as written

   so that a thread runs SECOND (q) while the rows FIRST (q - R) ..
   FIRST (q + R) it has just done are still in cache.  Each row keeps its
   code; which pairs of nests may be run so, and with which R, the
   finder (fuse.cc: two consecutive nests, or a colour loop's two
   iterations) decides from the dependences between their accesses.
   Where an exchange runs between the nests, the second's rows in the
   first pass leave out the first and last held columns, whose
   neighbours in the ghost columns come with the exchange, and the second
   pass does just those columns of the rows done.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"
#include "gimplify.h"
#include "rowfuse.h"

namespace {

/* What the function's fusions leave for the rest of its lowering
   (hpc-context.h).  */
struct rows_state : hpc_stage_state
{
  /* The inner overs of the second nest's rows run in the first pass,
     whose rows were just read by the first nest: lower.cc does not touch
     them ahead.  */
  hash_set<tree> untouched;
  /* The statement lists hpc_fuse_rows made: the passes, and the nests
     kept as written where they are a list.  The lowering walks into
     them; their nests are not to be taken for new candidates.  */
  hash_set<tree> made;
};

rows_state &
rows (void)
{
  return hpc_state<rows_state> (hpc_function ().rows);
}

/* The run-time call NAME (F, ARG).  */
tree
rows_call (location_t loc, const char *name, tree f, tree arg)
{
  tree a[2] = { f, arg };
  return hpc_call (loc, name, 2, a);
}

/* if (VALUE != 0) THEN else OTHERWISE.  */
tree
if_nonzero (tree value, tree then, tree otherwise)
{
  tree cond = build2 (NE_EXPR, boolean_type_node, value,
		      build_zero_cst (TREE_TYPE (value)));
  return build3 (COND_EXPR, void_type_node, cond, then, otherwise);
}

/* walk_tree callback: FROM (+ c) becomes TO + (c + BY).  */
struct shift
{
  tree from, to;
  HOST_WIDE_INT by;
};

tree
shift_r (tree *tp, int *walk_subtrees, void *data)
{
  const shift &s = *(const shift *) data;
  tree t = *tp;
  HOST_WIDE_INT c;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((TREE_CODE (t) == PLUS_EXPR || TREE_CODE (t) == MINUS_EXPR
	    || t == s.from)
	   && hpc_var_plus_constant (t, &c) == s.from)
    {
      tree type = TREE_TYPE (t);
      *tp = fold_build2 (PLUS_EXPR, type, fold_convert (type, s.to),
			 build_int_cst (type, c + s.by));
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* FROM (+ c) in *BODY made TO + (c + BY).  */
void
shift_var (tree *body, tree from, tree to, HOST_WIDE_INT by)
{
  shift s = { from, to, by };
  walk_tree (body, shift_r, &s, NULL);
}

/* The first pass: R.first whose rows also run R.row, R.reach rows
   behind (but the edge columns where an exchange is between).  */
tree
first_pass (const hpc_row_pair &m, tree f)
{
  tree i1, j;
  tree outer = hpc_over_in (m.copy[0], &i1);
  tree row = m.copy[1];
  shift_var (&row, m.nest[1].i, i1, -m.reach);
  tree inner = hpc_over_in (row, &j);
  if (m.halo[1])
    {
      tree begin = DECL_INITIAL (j);
      CALL_EXPR_ARG (begin, 2) = rows_call (m.loc, "__hpc_rows_lo", f,
					    CALL_EXPR_ARG (begin, 2));
      CALL_EXPR_ARG (begin, 3) = rows_call (m.loc, "__hpc_rows_hi", f,
					    CALL_EXPR_ARG (begin, 3));
    }
  rows ().untouched.add (inner);
  tree body = alloc_stmt_list ();
  append_to_statement_list_force (FOR_BODY (outer), &body);
  append_to_statement_list_force (
    if_nonzero (rows_call (m.loc, "__hpc_rows_lag", f, i1), row, NULL_TREE),
    &body);
  FOR_BODY (outer) = body;
  return m.copy[0];
}

/* Held column K (0 the first, 1 the last) of the row of INNER (index J,
   in the second pass): a copy of its body at that column.  */
tree
edge_column (location_t loc, tree inner, tree j, tree f, int k)
{
  tree begin = DECL_INITIAL (j);
  tree off = hpc_new_var (loc, "__hpc_edge", TREE_TYPE (j));
  TREE_ADDRESSABLE (off) = 1;
  tree a[5] = { f, build_int_cst (integer_type_node, k),
		unshare_expr (CALL_EXPR_ARG (begin, 2)),
		unshare_expr (CALL_EXPR_ARG (begin, 3)),
		build_fold_addr_expr (off) };
  tree test = hpc_call (loc, "__hpc_rows_edge", 5, a);
  tree copy = hpc_copy_with_value (FOR_BODY (inner), j, off);
  return copy ? hpc_bind (off, if_nonzero (test, copy, NULL_TREE))
	 : NULL_TREE;
}

/* What the second pass does on a row the first pass did: nothing, or
   its edge columns where an exchange is between; NULL_TREE where they
   cannot be copied.  */
tree
rows_done (const hpc_row_pair &m, tree outer, tree f)
{
  if (!m.halo[1])
    return build_empty_stmt (m.loc);
  tree j;
  tree inner = hpc_over_in (FOR_BODY (outer), &j);
  tree edges = alloc_stmt_list ();
  for (int k = 0; k < 2; k++)
    {
      tree e = edge_column (m.loc, inner, j, f, k);
      if (!e)
	return NULL_TREE;
      append_to_statement_list_force (e, &edges);
    }
  return edges;
}

/* The second pass: R.second running the rows the first pass left (and
   the edge columns of the others); NULL_TREE where they cannot be
   copied.  */
tree
second_pass (const hpc_row_pair &m, tree f)
{
  tree i;
  tree outer = hpc_over_in (m.copy[2], &i);
  tree done = rows_done (m, outer, f);
  if (!done)
    return NULL_TREE;
  FOR_BODY (outer) = if_nonzero (rows_call (m.loc, "__hpc_rows_done", f, i),
				 done, FOR_BODY (outer));
  return m.copy[2];
}

/* Bound K (2: the first, 3: the last) of the over of index I, or the
   extreme its absence stands for.  */
tree
row_bound (tree i, int k)
{
  tree begin = DECL_INITIAL (i);
  if ((tree_to_shwi (hpc_strip (CALL_EXPR_ARG (begin, 1))) >> (k - 2)) & 1)
    return unshare_expr (CALL_EXPR_ARG (begin, k));
  return k == 2 ? TYPE_MIN_VALUE (long_integer_type_node)
		: TYPE_MAX_VALUE (long_integer_type_node);
}

/* The call of __hpc_rows_begin for R.  */
tree
begin_call (const hpc_row_pair &m)
{
  tree h = m.halo[1];
  tree a[8] = { build_fold_addr_expr (m.in),
		m.out ? build_fold_addr_expr (m.out) : null_pointer_node,
		m.nest[0].x, build_int_cst (long_integer_type_node, m.reach),
		row_bound (m.nest[1].i, 2), row_bound (m.nest[1].i, 3),
		h ? m.nest[0].y : null_pointer_node,
		h ? unshare_expr (CALL_EXPR_ARG (h, 1))
		: null_pointer_node };
  return hpc_call (m.loc, "__hpc_rows_begin", 8, a);
}

/* ------------------------------------------------ the dependences */

/* The most rows either nest may reach: hpc_abi.h's HPC_ROWS_MAX_REACH
   (__hpc_rows_begin refuses more).  */
const HOST_WIDE_INT MAX_REACH = 8;

/* Nest K's accesses in D (a colour loop's one nest for both).  */
const hpc_nest_accesses &
acc (const hpc_row_pair *d, int k)
{
  return d->acc[d->loop ? 0 : k];
}

/* Widen D->reach to cover nest K's access R, R.a rows from its own row,
   if it can.  */
bool
cover_p (hpc_row_pair *d, int k, const hpc_access &r)
{
  if (abs_hwi (r.a) > MAX_REACH)
    return hpc_decline (d, "%s reads '%s' at %s, beyond the reach of "
		HOST_WIDE_INT_PRINT_DEC " rows", d->name[k],
		hpc_array_name (r.base),
		hpc_where_text (r, acc (d, k).i, acc (d, k).j).text,
		MAX_REACH);
  d->reach = MAX (d->reach, abs_hwi (r.a));
  return true;
}

/* Whether BASE, which nest K reads, is an array other than IN: not
   where the two may be one array (hpc_may_share_storage_p; outside
   apart.cc's copies, two parameters), which D then declines, as
   SHARED.  */
bool
other_than_in_p (hpc_row_pair *d, int k, tree base)
{
  if (!hpc_may_share_storage_p (base, d->in))
    return true;
  if (!d->why[0])
    d->shared = true;
  return hpc_decline (d, "'%s', which %s reads, and '%s', which %s writes, "
		      "may be one array", hpc_array_name (base), d->name[k],
		      hpc_array_name (d->in), d->name[1]);
}

/* Whether the first nest's reads leave the second free to write IN R
   rows behind: IN read within the reach (the rows that read row q of IN
   run before the second's row q); OUT, its own, in any row (its rows
   keep their order); other arrays, which are not IN.  */
bool
first_reads_ok_p (hpc_row_pair *d)
{
  for (const hpc_access &r : acc (d, 0).reads)
    if (operand_equal_p (r.base, d->in, 0))
      {
	if (!cover_p (d, 0, r))
	  return false;
      }
    else if ((!d->out || !operand_equal_p (r.base, d->out, 0))
	     && !other_than_in_p (d, 0, r.base))
      return false;
  return true;
}

/* Whether the second nest's reads see, R rows behind the first, what
   they see after it: IN only on its own row, since its rows run in
   another order (unless they are points it does not write: another
   colour's); what the first nest writes within the reach; other
   arrays, which neither writes, anywhere, but off the row (or, with
   colours, where a ghost column comes with the exchange between) only
   where they are not IN, within the reach where they may be OUT.  */
bool
second_reads_ok_p (hpc_row_pair *d)
{
  for (const hpc_access &r : acc (d, 1).reads)
    {
      bool in = operand_equal_p (r.base, d->in, 0);
      bool out = d->out ? operand_equal_p (r.base, d->out, 0) : in;
      if (in && r.a != 0 && !d->halo[1])
	return hpc_decline (d, "%s reads '%s' at %s, off the row it updates",
		    d->name[1], hpc_array_name (r.base),
		    hpc_where_text (r, acc (d, 1).i, acc (d, 1).j).text);
      if (!in && !out && (r.a != 0 || d->halo[1])
	  && !other_than_in_p (d, 1, r.base))
	return false;
      if ((out
	   || (!in && d->out && hpc_may_share_storage_p (r.base, d->out)))
	  && !cover_p (d, 1, r))
	return false;
    }
  return true;
}

} // anon namespace

tree
hpc_fuse_rows (const hpc_row_pair &m, tree before, tree after,
	       tree as_written, tree *passes)
{
  tree fn = hpc_runtime_decl ("__hpc_rows_begin");
  tree f = hpc_new_var (m.loc, "__hpc_rows", TREE_TYPE (TREE_TYPE (fn)));
  tree second = second_pass (m, f);
  if (!second)
    return NULL_TREE;
  tree first = first_pass (m, f);
  tree fused = alloc_stmt_list ();
  tree end[1] = { f };
  for (tree s : { before, first, m.halo[1] ? unshare_expr (m.halo[1])
				  : NULL_TREE,
		  second, hpc_call (m.loc, "__hpc_rows_end", 1, end), after })
    if (s)
      append_to_statement_list_force (s, &fused);
  *passes = fused;
  rows ().made.add (fused);
  if (TREE_CODE (as_written) == STATEMENT_LIST)
    rows ().made.add (as_written);
  tree list = alloc_stmt_list ();
  append_to_statement_list_force (build2 (MODIFY_EXPR, TREE_TYPE (f), f,
					  begin_call (m)), &list);
  append_to_statement_list_force (if_nonzero (f, fused, as_written),
				  &list);
  return hpc_bind (f, list);
}

/* The pass runs the second nest's row q after the first's rows q - R ..
   q + R and before its later rows; each nest's rows keep their code,
   the first's their order, and the second's rows the first pass leaves
   run after it.  So its results are the nests', bit for bit, where
   every dependence between a row of one and a row of the other is one
   that order keeps (first_reads_ok_p, second_reads_ok_p), and no two
   rows of the second depend on each other.  */
bool
hpc_row_dependences (hpc_row_pair *d)
{
  d->in = acc (d, 1).written;
  d->out = acc (d, 0).written;
  d->reach = 0;
  if (operand_equal_p (d->in, d->out, 0))
    {
      if (!d->halo[1])
	return hpc_decline (d, "%s writes '%s', the array %s writes", d->name[0],
		    hpc_array_name (d->in), d->name[1]);
      d->out = NULL_TREE;
    }
  return first_reads_ok_p (d) && second_reads_ok_p (d);
}

tree
hpc_over_in (tree s, tree *var)
{
  tree t = s ? hpc_only_statement (s, true) : NULL_TREE;
  HOST_WIDE_INT below, above;
  return t && hpc_classify (t, var) == HPC_OVER
	 && !hpc_over_expansion (DECL_INITIAL (*var), &below, &above)
	 ? t : NULL_TREE;
}

/* The start, end and stride of the over of index V into T, NULL_TREE
   where the over's mask says not given; its range in *RANGE.  False
   where the mask is not a constant (not an over keywords.cc wrote).  */
static bool
triplet (tree v, tree *range, tree t[3])
{
  tree begin = DECL_INITIAL (v);
  tree mask = hpc_strip (CALL_EXPR_ARG (begin, 1));
  if (call_expr_nargs (begin) < 5 || !tree_fits_shwi_p (mask))
    return false;
  *range = hpc_strip (CALL_EXPR_ARG (begin, 0));
  for (int k = 0; k < 3; k++)
    t[k] = (tree_to_shwi (mask) >> k) & 1 ? CALL_EXPR_ARG (begin, k + 2)
	   : NULL_TREE;
  return true;
}

bool
hpc_nest_shape_of (tree s, hpc_nest_shape *n)
{
  n->outer = hpc_over_in (s, &n->i);
  n->inner = n->outer ? hpc_over_in (FOR_BODY (n->outer), &n->j)
	     : NULL_TREE;
  n->body = n->inner ? FOR_BODY (n->inner) : NULL_TREE;
  return n->inner && triplet (n->i, &n->x, n->rows)
	 && triplet (n->j, &n->y, n->cols);
}

bool
hpc_halo_call_p (tree t, bool through_checks)
{
  t = hpc_strip_void (t);
  if (through_checks && TREE_CODE (t) == COMPOUND_EXPR
      && hpc_call_to_p (hpc_strip_void (TREE_OPERAND (t, 0)),
			"__hpc_check_at"))
    t = hpc_strip_void (TREE_OPERAND (t, 1));
  return hpc_call_to_p (t, "hpc_write_halo_w") && call_expr_nargs (t) == 2;
}

bool
hpc_rows_untouched_p (tree t)
{
  return rows ().untouched.contains (t);
}

bool
hpc_rows_made_p (tree list)
{
  return rows ().made.contains (list);
}
