/* touch.cc - the rows an inner over is about to stream, touched first.

   In a nest  over (i = x | ...) over (j = y | ...) S  the inner loop
   walks rows of the arrays S subscripts as  u[i + c][j + d]: for each i,
   the rows at the largest shift c are new (the smaller shifts were the
   largest a few rows ago and are still in cache).  A sweep like HPJava's
   Figure 2 keeps few of those lines in flight: its stores and dependent
   arithmetic fill the core's queues before the loads run far ahead, and
   it moves a third to a half of the memory bandwidth an in-place
   read-modify-write of the same array reaches (doc/internals.md).
   Loading one byte of each line of the new rows first, in a loop of
   independent loads, lets the hardware fetch the whole row at once
   (__hpc_touch_row loads the first half and prefetches the second, so
   the loop need not wait for the row's last line before it starts).

   Loops that stream each row once (u[i][j] += 1) already keep enough
   lines in flight, and touching their rows first makes them slower.
   So does touching the rows of a loop that carries a floating-point
   variable from one element to the next (a reduction: change = change
   < d ? d : change, s += e), which GCC keeps in order, one element after
   the other: that chain of arithmetic, not the memory, sets its pace,
   the hardware's prefetching keeps up with it, and a row touched first
   only delays the arithmetic (Jacobi's sweep with its largest change ran
   10-25 % slower touched).  So only stencils without such a variable
   are touched: nests that read some
   array at two or more rows around V.  For the innermost over of such a
   nest (the one whose index J is the subscript of an array's last,
   contiguous dimension), each run of the inner loop is preceded by

     __hpc_touch_row (&ROW[f], n, STEP * sizeof (element));

   for each distributed array with a full subscript
   a[e0]...[V + c]...[J + d] where V is the index of the over directly
   around the inner one and every other subscript is an over index (plus
   a constant) or a constant: one ROW per array and choice of the other
   subscripts, the one at the largest c.  The subscript checks already
   hold every such row inside the local block (ghosts included), so the
   loads are in bounds whether or not S reads the row on every path.
   __hpc_touch_row (hpc_abi.h) does nothing for short or sparse runs, and
   the touches of a run are skipped while the touched arrays' local
   blocks together hold fewer than __hpc_touch_min_bytes (libhpc/touch.c:
   the process's share of the last-level cache), where the rows stay in
   cache and touching them only costs time.  Where the inner over is set
   up once a thread (lower.cc 3'), that test is made once in the set-up,
   and the rows of arrays that stay in cache run a copy without touches
   (version.cc).

   Where the inner over's body walks the last dimension with loops of its
   own (NAS MG:  over (i3) over (i2) { for (i1) ... u[i3 + 1][i2 - 1][i1]
   ... }), each run of the body is preceded instead by a prefetch of the
   row the next location reads at the largest shifts (rows_ahead,
   hpc_prefetch_ahead): one run of the body ahead, where loading the row
   would stall the body for a row it does not read yet.

   Not at -O0 and not in check mode (where subscripts carry calls), and
   -fplugin-arg-hpc-no-touch turns it off.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "gimplify.h"
#include "tree-pretty-print.h"

namespace {

/* A full subscript of a distributed array that walks a row along the
   inner index: the element reference, the dimension subscripted by the
   outer index, and that subscript's shift.  */
struct row_ref
{
  tree ref;
  int dim;
  HOST_WIDE_INT shift;
  HOST_WIDE_INT low;		/* the smallest shift seen of this row */
};

struct finder
{
  tree inner;			/* J */
  tree outer;			/* V */
  const vec<tree> *indices;	/* every enclosing over's index */
  auto_vec<row_ref> rows;
};

/* Whether subscript E can be evaluated before the inner loop: a
   constant, or an enclosing over's index plus a constant.  */
bool
invariant_subscript_p (tree e, const finder &f)
{
  HOST_WIDE_INT c;
  if (TREE_CODE (hpc_strip (e)) == INTEGER_CST)
    return true;
  tree v = hpc_var_plus_constant (e, &c);
  return v && v != f.inner && f.indices->contains (v);
}

/* Whether references A and B name the same row apart from the outer
   dimension DIM's shift.  */
bool
same_row_p (tree a, tree b, int dim)
{
  auto_vec<tree> ia, ib;
  if (hpc_subscripts (a, &ia) != hpc_subscripts (b, &ib)
      || ia.length () != ib.length ())
    return false;
  for (unsigned d = 0; d + 1 < ia.length (); d++)
    if ((int) d != dim && !operand_equal_p (ia[d], ib[d], 0))
      return false;
  return true;
}

/* Note T if it is a row reference; keep the largest shift of each row.  */
void
note_ref (tree t, finder *f)
{
  auto_vec<tree> idx;
  tree a = hpc_subscripts (t, &idx);
  unsigned rank = idx.length ();
  HOST_WIDE_INT c;
  if (rank < 2 || !hpc_distributed_p (a)
      || hpc_var_plus_constant (idx[rank - 1], &c) != f->inner)
    return;
  row_ref r = { t, -1, 0, 0 };
  for (unsigned d = 0; d + 1 < rank; d++)
    {
      if (!invariant_subscript_p (idx[d], *f))
	return;
      if (hpc_var_plus_constant (idx[d], &c) == f->outer && r.dim < 0)
	{
	  r.dim = d;
	  r.shift = r.low = c;
	}
    }
  if (r.dim < 0)
    return;
  for (row_ref &old : f->rows)
    if (old.dim == r.dim && same_row_p (old.ref, t, r.dim))
      {
	HOST_WIDE_INT low = MIN (old.low, r.shift);
	if (r.shift > old.shift)
	  old = r;
	old.low = low;
	return;
      }
  f->rows.safe_push (r);
}

/* A walk_tree callback giving NOTE each element read or written (an
   ARRAY_REF of an element, not of a row) and the FINDER in DATA; the
   element's subscripts are not walked.  */
template <typename Finder, void (*note) (tree, Finder *)>
tree
find_elements_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == ARRAY_REF
	   && TREE_CODE (TREE_TYPE (t)) != ARRAY_TYPE)
    {
      note (t, (Finder *) data);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* A floating-point variable BODY carries from one iteration to the
   next: declared outside BODY, assigned there from an expression that
   reads it.  NULL_TREE if none.  */
tree
carried_float_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp, body = (tree) data;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (TREE_CODE (t) != MODIFY_EXPR)
    return NULL_TREE;
  tree v = hpc_strip (TREE_OPERAND (t, 0));
  if ((VAR_P (v) || TREE_CODE (v) == PARM_DECL)
      && SCALAR_FLOAT_TYPE_P (TREE_TYPE (v))
      && hpc_uses_var_p (TREE_OPERAND (t, 1), v)
      && !hpc_declares_p (body, v))
    return v;
  return NULL_TREE;
}

/* Rows walked by the body's own loops: in  over (i2 = y) { for (i1 ...)
   ... a[i3 + c][i2 + d][i1] ... }  the over's index J subscripts a
   dimension other than the last, whose subscript is a variable the body
   declares (a counted loop's), plus a constant.  For each row (the
   array and its subscripts but the last, the shifts of the overs'
   indices aside), the one at the largest shifts, the outermost over's
   first: the smaller shifts of an outer over were its largest a few of
   its steps ago, still in cache.  */
struct body_row
{
  tree row;			/* a[...] of array type */
  auto_vec<HOST_WIDE_INT> shifts;	/* per over, outermost first */
  bool several;			/* read at two or more shifts */
};

struct ahead_finder
{
  tree body, inner;
  const vec<tree> *indices;
  auto_vec<body_row *> rows;
  ~ahead_finder ()
  {
    for (body_row *r : rows)
      delete r;
  }
};

/* Whether subscript E is an over's index (the inner one included) plus
   a constant: its index in *V, its shift in *C.  */
bool
over_subscript_p (tree e, const ahead_finder &f, tree *v, HOST_WIDE_INT *c)
{
  *v = hpc_var_plus_constant (e, c);
  return *v && (*v == f.inner || f.indices->contains (*v));
}

/* Whether A and B (their subscripts IA, IB but the last) name the same
   row apart from the shifts of the overs' indices.  */
bool
same_row_but_shifts_p (const ahead_finder &f, const vec<tree> &ia,
		       const vec<tree> &ib)
{
  for (unsigned d = 0; d + 1 < ia.length (); d++)
    {
      tree va, vb;
      HOST_WIDE_INT ca, cb;
      bool oa = over_subscript_p (ia[d], f, &va, &ca);
      bool ob = over_subscript_p (ib[d], f, &vb, &cb);
      if (oa != ob || (oa && va != vb)
	  || (!oa && !operand_equal_p (ia[d], ib[d], 0)))
	return false;
    }
  return true;
}

/* Note T if it reads a row the body's loops walk (ahead_finder).  */
void
note_body_row (tree t, ahead_finder *f)
{
  auto_vec<tree> idx;
  tree a = hpc_subscripts (t, &idx);
  unsigned rank = idx.length ();
  HOST_WIDE_INT c;
  tree v;
  if (rank < 2 || !hpc_distributed_p (a))
    return;
  tree last = hpc_var_plus_constant (idx[rank - 1], &c);
  if (!last || f->indices->contains (last) || last == f->inner
      || !hpc_declares_p (f->body, last))
    return;
  bool walks_inner = false;
  unsigned overs = f->indices->length ();
  auto_vec<HOST_WIDE_INT> shifts;
  shifts.safe_grow_cleared (overs + 1);
  for (unsigned d = 0; d + 1 < rank; d++)
    if (over_subscript_p (idx[d], *f, &v, &c))
      {
	walks_inner |= v == f->inner;
	unsigned pos = overs;
	for (unsigned o = 0; o < overs; o++)
	  if ((*f->indices)[o] == v)
	    pos = o;
	shifts[pos] = c;
      }
    else if (TREE_CODE (hpc_strip (idx[d])) != INTEGER_CST)
      return;
  if (!walks_inner)
    return;
  for (body_row *r : f->rows)
    {
      auto_vec<tree> old;
      if (hpc_subscripts (r->row, &old) != a
	  || old.length () + 1 != rank
	  || !same_row_but_shifts_p (*f, idx, old))
	continue;
      for (unsigned d = 0; d < shifts.length (); d++)
	if (shifts[d] != r->shifts[d])
	  {
	    r->several = true;
	    if (shifts[d] > r->shifts[d])
	      {
		r->row = TREE_OPERAND (t, 0);
		r->shifts.truncate (0);
		r->shifts.safe_splice (shifts);
	      }
	    break;
	  }
      return;
    }
  body_row *r = new body_row;
  r->row = TREE_OPERAND (t, 0);
  r->shifts.safe_splice (shifts);
  r->several = false;
  f->rows.safe_push (r);
}

/* A missed note at LOC and true where BODY carries a floating-point
   variable (carried_float_r), which paces its loop.  */
bool
carries_float_p (location_t loc, tree body)
{
  tree v = walk_tree_without_duplicates (&body, carried_float_r, body);
  if (!v)
    return false;
  hpc_missed (loc, "rows not touched ahead: the inner loop carries "
	      "'%s' from one element to the next, which paces it",
	      hpc_decl_name (v, "a variable"));
  return true;
}

} // anon namespace

/* The rows BODY, the body of the innermost over of index INNER, walks
   first in each iteration of the over of index OUTER around it; INDICES
   holds every enclosing over's index.  A TREE_LIST of the rows (each an
   ARRAY_REF of array type), or NULL_TREE; where a stencil is not touched
   for a variable BODY carries, a missed-optimisation note at LOC says
   so.  */
static tree
rows_to_touch (location_t loc, tree body, tree inner, tree outer,
	       const vec<tree> &indices)
{
  if (!outer)
    return NULL_TREE;
  finder f;
  f.inner = inner;
  f.outer = outer;
  f.indices = &indices;
  walk_tree_without_duplicates (&body, (find_elements_r<finder, note_ref>),
				&f);
  bool stencil = false;
  for (const row_ref &r : f.rows)
    stencil |= r.shift > r.low;
  if (!stencil)
    return NULL_TREE;
  if (carries_float_p (loc, body))
    return NULL_TREE;
  tree list = NULL_TREE;
  for (const row_ref &r : f.rows)
    list = tree_cons (NULL_TREE, TREE_OPERAND (r.ref, 0), list);
  return list;
}

/* The rows BODY, the body of the innermost over of index INNER whose
   own loops walk the last dimension, reads at the largest shifts, for
   each row it reads at two or more (ahead_finder); INDICES holds the
   enclosing overs' indices.  A TREE_LIST as rows_to_touch's, each
   TREE_PURPOSE the row's size in bytes: the row one step of the over
   after it is the one the next location reads first, prefetched before
   each run of BODY (hpc_prefetch_ahead).  The rows BODY reads or writes
   at one shift only are listed too, of size 0: nothing is prefetched for
   them, but their arrays stream through the cache with the others, so
   their blocks count in whether prefetching pays (hpc_touch_wanted).  */
static tree
rows_ahead (location_t loc, tree body, tree inner, const vec<tree> &indices)
{
  ahead_finder f;
  f.body = body;
  f.inner = inner;
  f.indices = &indices;
  walk_tree_without_duplicates (&body,
				(find_elements_r<ahead_finder, note_body_row>),
				&f);
  bool stencil = false;
  for (const body_row *r : f.rows)
    stencil |= r->several;
  if (!stencil || carries_float_p (loc, body))
    return NULL_TREE;
  tree list = NULL_TREE;
  for (const body_row *r : f.rows)
    list = tree_cons (r->several ? TYPE_SIZE_UNIT (TREE_TYPE (r->row))
		      : size_zero_node, r->row, list);
  return list;
}

/* The bytes of the local blocks (ghosts included) of the arrays whose
   rows ROWS holds, each counted once: the sizes of their variable-length
   types, which the declarations computed.  */
static tree
bytes_of_arrays (tree rows)
{
  auto_vec<tree> seen;
  tree sum = size_zero_node;
  for (tree r = rows; r; r = TREE_CHAIN (r))
    {
      auto_vec<tree> idx;
      tree a = hpc_subscripts (TREE_VALUE (r), &idx);
      if (seen.contains (a))
	continue;
      seen.safe_push (a);
      sum = size_binop (PLUS_EXPR, sum, TYPE_SIZE_UNIT (TREE_TYPE (a)));
    }
  return sum;
}

/* Whether the touches of ROWS (rows_to_touch) pay: while their
   arrays are too big to stay in cache (__hpc_touch_min_bytes,
   hpc_abi.h).  */
tree
hpc_touch_wanted (tree rows)
{
  tree min = hpc_runtime_decl ("__hpc_touch_min_bytes");
  return build2 (GE_EXPR, boolean_type_node,
		 fold_convert (long_integer_type_node,
			       unshare_expr (bytes_of_arrays (rows))),
		 min);
}

/* Append to LIST a touch of each row of ROWS (rows_to_touch) over
   the inner loop's run: N elements from storage offset FIRST, STEP
   apart; only when WANTED (hpc_touch_wanted, or a variable holding
   it).  */
void
hpc_append_touches (location_t loc, tree rows, tree wanted, tree first,
		    tree n, tree step, tree *list)
{
  if (!rows || TREE_PURPOSE (rows))
    return;
  tree touches = alloc_stmt_list ();
  for (tree r = rows; r; r = TREE_CHAIN (r))
    {
      tree row = unshare_expr (TREE_VALUE (r));
      tree elem_type = TREE_TYPE (TREE_TYPE (row));
      tree elem = build4 (ARRAY_REF, elem_type, row, first, NULL_TREE,
			  NULL_TREE);
      tree stride = fold_build2 (MULT_EXPR, long_integer_type_node,
				 fold_convert (long_integer_type_node, step),
				 fold_convert (long_integer_type_node,
					       TYPE_SIZE_UNIT (elem_type)));
      tree args[3] = { build_fold_addr_expr (elem), n, stride };
      append_to_statement_list_force (hpc_call (loc, "__hpc_touch_row", 3,
						args), &touches);
    }
  append_to_statement_list_force (build3_loc (loc, COND_EXPR, void_type_node,
					      wanted, touches, NULL_TREE),
				  list);
}

/* BODY preceded, when WANTED, by a prefetch of the row one STEP of the
   over after each row of ROWS (rows_ahead): the row the body's next run
   reads first.  A prefetch never faults, so the row after the block's
   last location (past the ghosts) costs nothing wrong.  */
tree
hpc_prefetch_ahead (location_t loc, tree rows, tree wanted, tree step,
		    tree body)
{
  tree list = alloc_stmt_list ();
  for (tree r = rows; r; r = TREE_CHAIN (r))
    {
      if (integer_zerop (TREE_PURPOSE (r)))
	continue;
      tree row = build_fold_addr_expr (unshare_expr (TREE_VALUE (r)));
      tree bytes = fold_convert (long_integer_type_node,
				 unshare_expr (TREE_PURPOSE (r)));
      tree off = fold_build2 (MULT_EXPR, long_integer_type_node,
			      fold_convert (long_integer_type_node, step),
			      bytes);
      tree next = fold_build_pointer_plus (row, off);
      tree args[2] = { next, bytes };
      append_to_statement_list_force (hpc_call (loc, "__hpc_prefetch_row", 2,
						args), &list);
    }
  tree all = alloc_stmt_list ();
  append_to_statement_list_force (build3_loc (loc, COND_EXPR, void_type_node,
					      unshare_expr (wanted), list,
					      NULL_TREE), &all);
  append_to_statement_list_force (body, &all);
  return all;
}

/* The touch stage: the rows of each innermost over of a nest, not one
   whose rows the rows transformation leaves untouched (rowfuse.cc).
   Nothing is touched without optimisation, in check mode (its
   subscripts are checked calls) or with no-touch; the stage still
   records a decision for every over, which its dump lists.  */
static void
touch_over (const hpc_over_site &s, void *)
{
  hpc_over_decision &d = hpc_decide_over (s.over);
  if (!optimize || hpc_opts.check || !hpc_opts.touch)
    return;
  if (!s.innermost || hpc_rows_untouched_p (s.over))
    return;
  location_t loc = EXPR_LOCATION (s.over);
  tree body = FOR_BODY (s.over);
  if (!s.around->is_empty ())
    d.touch_rows = rows_to_touch (loc, body, s.var,
				  (*s.around)[s.around->length () - 1],
				  *s.around);
  if (!d.touch_rows)
    d.touch_rows = rows_ahead (loc, body, s.var, *s.around);
}

void
hpc_touch_stage (tree fndecl)
{
  hpc_walk_overs (fndecl, touch_over, NULL);
}

static void
print_touched (FILE *f, const hpc_over_site &, const hpc_over_decision &d)
{
  if (!d.touch_rows)
    fprintf (f, "no rows touched");
  else if (TREE_PURPOSE (d.touch_rows))
    fprintf (f, "touch the rows one step after");
  else
    fprintf (f, "touch rows");
  for (tree r = d.touch_rows; r; r = TREE_CHAIN (r))
    if (!TREE_PURPOSE (r) || !integer_zerop (TREE_PURPOSE (r)))
      {
	fprintf (f, " ");
	print_generic_expr (f, TREE_VALUE (r), TDF_NONE);
      }
}

void
hpc_dump_touch (FILE *f, tree fndecl)
{
  hpc_dump_over_decisions (f, fndecl, "rows touched ahead", print_touched);
}
