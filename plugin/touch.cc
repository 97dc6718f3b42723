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

tree
find_rows_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == ARRAY_REF
	   && TREE_CODE (TREE_TYPE (t)) != ARRAY_TYPE)
    {
      note_ref (t, (finder *) data);
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
  if (!optimize || hpc_opts.check || !hpc_opts.touch || !outer)
    return NULL_TREE;
  finder f;
  f.inner = inner;
  f.outer = outer;
  f.indices = &indices;
  walk_tree_without_duplicates (&body, find_rows_r, &f);
  bool stencil = false;
  for (const row_ref &r : f.rows)
    stencil |= r.shift > r.low;
  if (!stencil)
    return NULL_TREE;
  if (tree v = walk_tree_without_duplicates (&body, carried_float_r, body))
    {
      const char *name = DECL_NAME (v)
			 ? IDENTIFIER_POINTER (DECL_NAME (v)) : "a variable";
      hpc_missed (loc, "rows not touched ahead: the inner loop carries "
		  "'%s' from one element to the next, which paces it", name);
      return NULL_TREE;
    }
  tree list = NULL_TREE;
  for (const row_ref &r : f.rows)
    list = tree_cons (NULL_TREE, TREE_OPERAND (r.ref, 0), list);
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
  if (!rows)
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

/* The touch stage: the rows of each innermost over of a nest, not one
   whose rows the rows transformation leaves untouched (rowfuse.cc).  */
static void
touch_over (const hpc_over_site &s, void *)
{
  hpc_over_decision &d = hpc_decide_over (s.over);
  if (s.innermost && !s.around->is_empty ()
      && !hpc_rows_untouched_p (s.over))
    d.touch_rows = rows_to_touch (EXPR_LOCATION (s.over), FOR_BODY (s.over),
				  s.var, (*s.around)[s.around->length () - 1],
				  *s.around);
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
  else
    fprintf (f, "touch rows");
  for (tree r = d.touch_rows; r; r = TREE_CHAIN (r))
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
