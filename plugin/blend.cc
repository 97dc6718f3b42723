/* blend.cc - the inner over of stride 2, vectorised by blending.

   HPJava's Figure 2 updates every second element of a row:

     over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)
       u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]
			 + u[i][j - 1] + u[i][j + 1]);

   GCC 12 vectorises that loop with permutes to gather the even elements
   and then stores its results one element at a time (it has no store
   for a group with gaps): about 40 instructions for 16 results, and
   the sweep runs at about half the memory bandwidth a read-modify-write
   of the same array reaches (doc/internals.md).  Computed at every
   element of a chunk of W (a vector) instead, the chunk's even elements
   taken from the result and the odd ones from the row as it was, the
   loop is a few full-width loads, the arithmetic and one full-width
   store: a quarter of the instructions.  A loop GCC vectorises itself
   in that form stalls on its loads of u[i][j - 1], each overlapping the
   store just before it; here the chunk's neighbours on its own row come
   from the vector loaded for the chunk before.  So the innermost loop
     for (j = f; j < e; j += 2) A[R][j] = E;
   becomes
     { J0 = f;
       if (J0 + W + 1 <= e)
	 { [PREV = the elements before f that E reads on row R]
	   for (; J0 + W + 1 <= e; J0 += W)
	     { CUR = A[R][J0 .. J0 + W - 1];
	       A[R][J0 .. J0 + W - 1]
		 = blend (E at J0 .. J0 + W - 1, CUR);   (even lanes of E)
	       [PREV = CUR;] } }
       for (j = J0; j < e; j += 2) A[R][j] = E; }
   with E computed on vectors: each element reference X[R'][j + d] a
   load of W elements from X[R'][J0 + d], except on A's row R:
   A[R][j] is CUR, A[R][j + d] for d > 0 a load (elements this loop has
   not stored yet), A[R][j + d] for odd d < 0 a permute of PREV and CUR
   (odd elements, which the loop never changes).

   Every chunk ends at or before the last element the loop updates, so
   each load reads elements the scalar loop reads or elements between
   them: inside the local block.  The results are the scalar loop's,
   bit for bit: each updated element is computed from the same values,
   by the same operations in the same order, and the odd elements are
   stored back unchanged.  That store rewrites elements of row R the
   loop does not update, with the values they hold; another thread may
   read them meanwhile (Figure 2's row i - 1 reads u[i][j] at the odd
   j), and sees the same value either way.  The odd lanes' results are
   thrown away; computing them may raise floating-point exception flags
   the scalar loop would not.

   The loop is blended only where all of this is known to hold:
   - optimised builds, not in check mode, not -fplugin-arg-hpc-no-blend,
     the target having vectors of at least 4 elements of A's type;
   - the body stores one element A[...][j] of a distributed array of
     float or double, every subscript but the last free of j, the row
     A[R] written by no other iteration of the enclosing overs, so by
     one thread only: each over around has its index (plus a constant)
     as a subscript of R, or the loop is the only over (whose threads'
     runs are apart);
   - the body is declarations of scalar temporaries and assignments to
     them and to that element (compound ones too: the C front end makes
     a += b  a = a + b), and E is the value it stores with each
     temporary, and each read of the element after an earlier store,
     replaced by the value assigned: the same operations on the same
     values, in the same order, as the scalar loop's (the assignments
     convert to the temporary's type; each conversion between real types
     is folded again as in one statement, which narrows only where the
     bits stay the same, and a conversion left is refused below, so no
     rounding is lost or added);
   - E is built from +, -, *, / and negation in A's element type, real
     constants, scalar variables (not j) and element references of
     distributed arrays of that type whose last subscript is j plus a
     constant and whose other subscripts are free of j;
   - references to A are on row R (at j, at j + d for d > 0, at j + d
     for odd d < 0 within a vector) or on a row that differs from R by a
     constant in some subscript; references to another array are not
     to a parameter when A is a parameter too (two parameters may be
     bound to one array), unless both are views of apart.cc's copy for
     distinct arrays (hpc_may_share_storage_p).
   Where an innermost stride-2 over is not blended, a missed-optimisation
   note says why (-fopt-info-missed).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "target.h"
#include "gimplify.h"
#include "tree-vector-builder.h"

namespace {

/* How two rows of one array, subscripts A and B but the last, relate.  */
enum row_relation { SAME_ROW, OTHER_ROW, UNKNOWN_ROW };

row_relation
relate_rows (const vec<tree> &a, const vec<tree> &b)
{
  bool same = true;
  for (unsigned d = 0; d + 1 < a.length (); d++)
    {
      if (operand_equal_p (a[d], b[d], 0))
	continue;
      same = false;
      HOST_WIDE_INT ca, cb;
      tree va = hpc_var_plus_constant (a[d], &ca);
      tree vb = hpc_var_plus_constant (b[d], &cb);
      if (va && va == vb && ca != cb)
	return OTHER_ROW;
      tree ka = hpc_strip (a[d]), kb = hpc_strip (b[d]);
      if (TREE_CODE (ka) == INTEGER_CST && TREE_CODE (kb) == INTEGER_CST)
	return OTHER_ROW;	/* not operand_equal_p: different */
    }
  return same ? SAME_ROW : UNKNOWN_ROW;
}

/* The loop being blended.  */
struct blend
{
  tree j;			/* the over's index */
  tree lhs;			/* A[R][j] */
  tree array;			/* A */
  auto_vec<tree> row;		/* R, then j */
  tree elem;			/* A's element type */
  unsigned w;			/* lanes of a vector */
  tree vtype;			/* vector of W elements */
  tree vtype_unaligned;		/* the same, aligned as an element */
  HOST_WIDE_INT low;		/* the lowest d < 0 of A[R][j + d], or 0 */
  bool original;		/* in the original of a nest apart.cc
				   copied (hpc_apart_original_p) */
  bool shared;			/* declined, first, as an array read may
				   be A */
  const char *why;		/* why not, where it cannot be blended */
  tree value;			/* the value the body stores, temporaries
				   and earlier stores substituted */
  /* While computing E on vectors: */
  tree j0, cur, prev;
};

/* False, B->why set to WHY (the first reason found).  */
bool
why (blend *b, const char *why)
{
  if (!b->why)
    b->why = why;
  return false;
}

/* Whether element reference T (of E) can be loaded as a vector.  */
bool
blendable_ref_p (tree t, blend *b)
{
  auto_vec<tree> idx;
  tree a = hpc_subscripts (t, &idx);
  HOST_WIDE_INT d;
  if (!hpc_distributed_p (a))
    return why (b, "the body reads an array that is not distributed");
  if (TYPE_VOLATILE (TREE_TYPE (t)))
    return why (b, "the body reads a volatile array");
  if (hpc_var_plus_constant (idx.last (), &d) != b->j)
    return why (b, "an element's last subscript is not j plus a constant");
  for (unsigned k = 0; k + 1 < idx.length (); k++)
    if (hpc_uses_var_p (idx[k], b->j) || TREE_SIDE_EFFECTS (idx[k]))
      return why (b, "a row subscript depends on j");
  if (a != b->array)
    {
      if (!hpc_may_share_storage_p (a, b->array))
	return true;
      b->shared |= !b->why;
      return why (b, "two distributed parameters, which may be one array");
    }
  switch (relate_rows (b->row, idx))
    {
    case OTHER_ROW:
      return true;
    case UNKNOWN_ROW:
      return why (b, "a row of the array written may be the row written");
    case SAME_ROW:
      break;
    }
  if (d >= 0)
    return true;
  /* Elements before j on the row: odd ones (never stored), within the
     vector before the chunk.  */
  if (d % 2 == 0)
    return why (b, "the row written is read at an even offset before j, "
		"an element the loop has updated");
  if (-d >= (HOST_WIDE_INT) b->w)
    return why (b, "the row written is read further before j than a vector");
  b->low = MIN (b->low, d);
  return true;
}

/* Whether E can be computed on vectors.  */
bool
blendable_p (tree e, blend *b)
{
  if (TREE_CODE (e) == CALL_EXPR)
    return why (b, "the body calls a function");
  if (TYPE_MAIN_VARIANT (TREE_TYPE (e)) != b->elem)
    return why (b, "arithmetic in another type than the elements'");
  switch (TREE_CODE (e))
    {
    case REAL_CST:
      return true;
    case VAR_DECL:
    case PARM_DECL:
      return (e != b->j && !TREE_THIS_VOLATILE (e) && !hpc_distributed_p (e))
	     || why (b, "the body reads j or a volatile variable");
    case NON_LVALUE_EXPR: case NOP_EXPR: case NEGATE_EXPR:
      return blendable_p (TREE_OPERAND (e, 0), b);
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
      return blendable_p (TREE_OPERAND (e, 0), b)
	     && blendable_p (TREE_OPERAND (e, 1), b);
    case ARRAY_REF:
      return blendable_ref_p (e, b);
    default:
      return why (b, "the value is not arithmetic (+, -, *, /, negation) "
		  "on elements, constants and scalars");
    }
}

/* The vector selector of SEL's W entries.  */
tree
selector (const blend &b, const auto_vec<HOST_WIDE_INT> &sel)
{
  tree itype = build_nonstandard_integer_type
    (tree_to_uhwi (TYPE_SIZE (b.elem)), 0);
  tree stype = build_vector_type (itype, b.w);
  tree_vector_builder v (stype, b.w, 1);
  for (HOST_WIDE_INT k : sel)
    v.quick_push (build_int_cst (itype, k));
  return v.build ();
}

tree
permute (const blend &b, tree x, tree y, const auto_vec<HOST_WIDE_INT> &sel)
{
  return build3 (VEC_PERM_EXPR, b.vtype, x, y, selector (b, sel));
}

/* The W elements of the row of reference T (its last subscript
   replaced) from element J0 + D.  */
tree
load (const blend &b, tree t, HOST_WIDE_INT d)
{
  tree row = unshare_expr (TREE_OPERAND (t, 0));
  tree itype = TREE_TYPE (b.j0);
  tree at = fold_build2 (PLUS_EXPR, itype, b.j0, build_int_cst (itype, d));
  tree elem = build4 (ARRAY_REF, TREE_TYPE (t), row, at, NULL_TREE,
		      NULL_TREE);
  /* The element's own alias set: scalar accesses to the array see it.  */
  tree zero = build_int_cst (build_pointer_type (TREE_TYPE (t)), 0);
  return build2 (MEM_REF, b.vtype_unaligned, build_fold_addr_expr (elem),
		 zero);
}

/* Reference T of E on vectors.  */
tree
vector_ref (const blend &b, tree t)
{
  auto_vec<tree> idx;
  tree a = hpc_subscripts (t, &idx);
  HOST_WIDE_INT d;
  hpc_var_plus_constant (idx.last (), &d);
  if (a != b.array || relate_rows (b.row, idx) != SAME_ROW || d > 0)
    return load (b, t, d);
  if (d == 0)
    return b.cur;
  /* Lane k is element J0 + k + d: from PREV where k + d < 0.  */
  auto_vec<HOST_WIDE_INT> sel;
  for (unsigned k = 0; k < b.w; k++)
    sel.safe_push (b.w + k + d);
  return permute (b, b.prev, b.cur, sel);
}

/* E (blendable_p) on vectors.  */
tree
vector_expr (const blend &b, tree e)
{
  switch (TREE_CODE (e))
    {
    case REAL_CST: case VAR_DECL: case PARM_DECL:
      return build_vector_from_val (b.vtype, e);
    case NON_LVALUE_EXPR:
    case NOP_EXPR:
      return vector_expr (b, TREE_OPERAND (e, 0));
    case NEGATE_EXPR:
      return build1 (NEGATE_EXPR, b.vtype, vector_expr (b, TREE_OPERAND (e, 0)));
    case ARRAY_REF:
      return vector_ref (b, e);
    default:
      return build2 (TREE_CODE (e), b.vtype,
		     vector_expr (b, TREE_OPERAND (e, 0)),
		     vector_expr (b, TREE_OPERAND (e, 1)));
    }
}

tree
assign (tree lhs, tree rhs)
{
  return build2 (MODIFY_EXPR, TREE_TYPE (lhs), lhs, rhs);
}

/* Folding the body into the one value it stores: the temporaries it
   declares, by their values so far.  */
struct body_fold
{
  blend *b;
  hash_map<tree, tree> values;
};

/* Whether the element reference T is the element the body stores.  */
bool
stored_element_p (const blend &b, tree t)
{
  auto_vec<tree> idx;
  HOST_WIDE_INT d;
  return b.value && hpc_subscripts (t, &idx) == b.array && !idx.is_empty ()
	 && hpc_var_plus_constant (idx.last (), &d) == b.j && d == 0
	 && relate_rows (b.row, idx) == SAME_ROW;
}

/* walk_tree callback: a temporary replaced by its value, the element
   stored by the value stored; a temporary read unset stops the walk.  */
tree
substitute_r (tree *tp, int *walk_subtrees, void *data)
{
  body_fold &f = *(body_fold *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (tree *v = VAR_P (t) ? f.values.get (t) : NULL)
    {
      if (!*v)
	return t;
      *tp = unshare_expr (*v);
      *walk_subtrees = 0;
    }
  else if (TREE_CODE (t) == ARRAY_REF && stored_element_p (*f.b, t))
    {
      *tp = unshare_expr (f.b->value);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* E (unshared) with each conversion between real types folded again,
   inner ones first, as the C front end folds the conversion of an
   expression written in one statement.  A temporary substituted brings
   a conversion together with arithmetic another statement did:
   double nb = s;  u[i][j] = 0.25 * nb;  with s a float sum stores
   (float) (0.25 * (double) s), which fold (match.pd) narrows to
   0.25f * s as it narrows  u[i][j] = 0.25 * s.  It narrows only where
   the result is the same, bit for bit (real_can_shorten_arithmetic: a
   double has more than twice a float's digits, and 0.25 is a float;
   or -funsafe-math-optimizations allows it, as for the one-statement
   spelling); where not (0.3 is no float) the arithmetic stays in
   double, and blendable_p declines.  */
tree
fold_conversions (tree e)
{
  switch (TREE_CODE (e))
    {
    case NOP_EXPR: case CONVERT_EXPR: case NON_LVALUE_EXPR:
    case NEGATE_EXPR:
      TREE_OPERAND (e, 0) = fold_conversions (TREE_OPERAND (e, 0));
      break;
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
      TREE_OPERAND (e, 0) = fold_conversions (TREE_OPERAND (e, 0));
      TREE_OPERAND (e, 1) = fold_conversions (TREE_OPERAND (e, 1));
      return e;
    default:
      return e;
    }
  tree from = TREE_TYPE (TREE_OPERAND (e, 0)), to = TREE_TYPE (e);
  if (CONVERT_EXPR_P (e) && SCALAR_FLOAT_TYPE_P (to)
      && SCALAR_FLOAT_TYPE_P (from)
      && TYPE_PRECISION (from) != TYPE_PRECISION (to))
    return fold_convert (to, TREE_OPERAND (e, 0));
  return e;
}

/* E read with F's values so far (a copy), or NULL_TREE.  */
tree
substitute (body_fold &f, tree e)
{
  tree copy = unshare_expr (e);
  if (walk_tree (&copy, substitute_r, &f, NULL))
    return why (f.b, "a temporary is read before it is set"), NULL_TREE;
  return fold_conversions (copy);
}

/* Fold the assignment LHS = RHS into F.  */
bool
fold_assignment (body_fold &f, tree lhs, tree rhs)
{
  blend &b = *f.b;
  tree value = substitute (f, rhs);
  if (!value)
    return false;
  if (tree *v = VAR_P (lhs) ? f.values.get (lhs) : NULL)
    return *v = value, true;
  if (TREE_CODE (lhs) != ARRAY_REF)
    return why (&b, "the body assigns a variable declared outside it");
  if (!b.value)
    {
      b.lhs = lhs;
      b.array = hpc_subscripts (lhs, &b.row);
      if (!b.array || !hpc_distributed_p (b.array) || b.row.is_empty ())
	return why (&b, "the element stored is not of a distributed array");
    }
  else if (!operand_equal_p (lhs, b.lhs, 0))
    return why (&b, "the body stores more than one element");
  b.value = value;
  return true;
}

/* Fold the statement S of the body into F.  */
bool
fold_statement (body_fold &f, tree s)
{
  s = hpc_strip_void (s);
  switch (TREE_CODE (s))
    {
    case DEBUG_BEGIN_STMT:
      return true;
    case BIND_EXPR:
      for (tree v = BIND_EXPR_VARS (s); v; v = DECL_CHAIN (v))
	if (!hpc_body_temporary_p (v))
	  return why (f.b, "the body declares a variable that is not a "
		      "scalar temporary");
	else
	  f.values.put (v, NULL_TREE);
      return fold_statement (f, BIND_EXPR_BODY (s));
    case STATEMENT_LIST:
      for (tree_stmt_iterator k = tsi_start (s); !tsi_end_p (k); tsi_next (&k))
	if (!fold_statement (f, tsi_stmt (k)))
	  return false;
      return true;
    case DECL_EXPR:
      {
	tree v = DECL_EXPR_DECL (s);
	return !f.values.get (v) || !DECL_INITIAL (v)
	       || fold_assignment (f, v, DECL_INITIAL (v));
      }
    case MODIFY_EXPR:
      return fold_assignment (f, TREE_OPERAND (s, 0), TREE_OPERAND (s, 1));
    case CALL_EXPR:
      return why (f.b, "the body calls a function");
    default:
      return why (f.b, "the body has a statement other than assignments "
		  "and declarations");
    }
}

/* Whether row R of the left-hand side is written by one iteration of
   the overs around only (whose thread then owns it): each of their
   INDICES is, plus a constant, a subscript of R of its own.  With no
   over around, the threads' runs of this loop are apart.  */
bool
row_of_its_own_p (const blend &b, const vec<tree> &indices)
{
  for (tree index : indices)
    {
      bool found = false;
      for (unsigned k = 0; k + 1 < b.row.length () && !found; k++)
	{
	  HOST_WIDE_INT c;
	  found = hpc_var_plus_constant (b.row[k], &c) == index;
	}
      if (!found)
	return false;
    }
  return true;
}

/* Set up B for BODY, the body of the stride-2 over of index J inside
   the overs of INDICES: whether it can be blended.  */
bool
analyse (tree body, tree j, const vec<tree> &indices, blend *b)
{
  b->j = j;
  body_fold f;
  f.b = b;
  if (!fold_statement (f, body))
    return false;
  if (!b->value)
    return why (b, "the body stores no element");
  b->elem = TYPE_MAIN_VARIANT (TREE_TYPE (b->lhs));
  if (!hpc_distributed_p (b->array) || TYPE_VOLATILE (TREE_TYPE (b->lhs)))
    return why (b, "the element stored is not of a distributed array");
  if (b->elem != float_type_node && b->elem != double_type_node)
    return why (b, "elements are not float or double");
  if (hpc_strip (b->row.last ()) != j)
    return why (b, "the element stored is not at j");
  for (unsigned k = 0; k + 1 < b->row.length (); k++)
    if (hpc_uses_var_p (b->row[k], j) || TREE_SIDE_EFFECTS (b->row[k]))
      return why (b, "the row stored depends on j");
  if (!row_of_its_own_p (*b, indices))
    return why (b, "the row stored is not one iteration's of the overs "
		"around");
  machine_mode m = targetm.vectorize.preferred_simd_mode
    (SCALAR_FLOAT_TYPE_MODE (b->elem));
  unsigned HOST_WIDE_INT w;
  if (!VECTOR_MODE_P (m) || !GET_MODE_NUNITS (m).is_constant (&w) || w < 4)
    return why (b, "the target's vectors of the element type have fewer "
		"than 4 lanes");
  b->w = w;
  b->vtype = build_vector_type (b->elem, w);
  b->vtype_unaligned = build_aligned_type (b->vtype, TYPE_ALIGN (b->elem));
  b->low = 0;
  return blendable_p (b->value, b);
}

/* PREV, its last -LOW lanes the elements LOW .. -1 from J0.  */
tree
first_prev (const blend &b)
{
  tree window = load (b, b.lhs, b.low);
  auto_vec<HOST_WIDE_INT> sel;
  for (unsigned k = 0; k < b.w; k++)
    sel.safe_push (MAX ((HOST_WIDE_INT) k - (HOST_WIDE_INT) b.w - b.low, 0));
  return assign (b.prev, permute (b, window, window, sel));
}

/* One chunk: CUR loaded, RHS at its elements stored in its even lanes,
   CUR kept as PREV.  */
tree
chunk (const blend &b, tree rhs)
{
  tree body = alloc_stmt_list ();
  append_to_statement_list_force (assign (b.cur, load (b, b.lhs, 0)), &body);
  auto_vec<HOST_WIDE_INT> even;
  for (unsigned k = 0; k < b.w; k++)
    even.safe_push (k % 2 ? b.w + k : k);
  tree value = permute (b, vector_expr (b, rhs), b.cur, even);
  append_to_statement_list_force (assign (load (b, b.lhs, 0), value), &body);
  if (b.low < 0)
    append_to_statement_list_force (assign (b.prev, b.cur), &body);
  return body;
}

/* The vector loop over the chunks that end at or before the run's last
   element (E - 2), J0 set to the run's first before it.  */
tree
chunk_loop (location_t loc, const blend &b, tree rhs, tree e)
{
  tree itype = TREE_TYPE (b.j0);
  tree fits = build2 (LE_EXPR, boolean_type_node,
		      build2 (PLUS_EXPR, itype, b.j0,
			      build_int_cst (itype, b.w + 1)),
		      fold_convert (itype, e));
  tree incr = assign (b.j0, build2 (PLUS_EXPR, itype, b.j0,
				    build_int_cst (itype, b.w)));
  tree list = alloc_stmt_list ();
  if (b.low < 0)
    append_to_statement_list_force (first_prev (b), &list);
  append_to_statement_list_force (build_stmt (loc, FOR_STMT, NULL_TREE,
					      fits, incr, chunk (b, rhs),
					      NULL_TREE), &list);
  return build3 (COND_EXPR, void_type_node, unshare_expr (fits), list,
		 NULL_TREE);
}

/* walk_tree callback: a loop.  */
tree
loop_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  switch (TREE_CODE (*tp))
    {
    case FOR_STMT: case WHILE_STMT: case DO_STMT: case LOOP_EXPR:
      return *tp;
    default:
      return NULL_TREE;
    }
}

/* Whether BODY has a loop (lowered inner overs included): the over is
   not an innermost one, whose blending its notes are about.  */
bool
has_loop_p (tree body)
{
  return walk_tree_without_duplicates (&body, loop_r, NULL);
}

} // anon namespace

/* The vector loop ahead of the innermost loop  for (J = F; J < E; J += 2)
   BODY  of an over inside the overs of INDICES (the comment at the top):
   a BIND_EXPR declaring *START, the first element it leaves to the plain
   loop, which the caller appends to the BIND_EXPR's body; or NULL_TREE
   where the loop cannot be blended.  ORIGINAL: the loop is in the
   original of a nest apart.cc copied, run where its arrays may be one:
   no note that they may (its copy is blended where the rest allows).  */
tree
hpc_blend_prefix (location_t loc, tree body, tree j, tree f, tree e,
		  const vec<tree> &indices, bool original, tree *start)
{
  if (!optimize || optimize_size || hpc_opts.check || !hpc_opts.blend)
    return NULL_TREE;
  blend b;
  b.original = original;
  b.shared = false;
  b.why = NULL;
  b.value = NULL_TREE;
  if (!analyse (body, j, indices, &b))
    {
      /* Not for an inner over, nor for arrays that may be one in an
	 original.  */
      if (!has_loop_p (body) && !(b.shared && b.original))
	hpc_missed (loc, "stride-2 loop not blended: %s", b.why);
      return NULL_TREE;
    }
  tree itype = TREE_TYPE (j);
  b.j0 = hpc_new_var (loc, "__hpc_j0", itype);
  b.cur = hpc_new_var (loc, "__hpc_cur", b.vtype);
  b.prev = hpc_new_var (loc, "__hpc_prev", b.vtype);
  DECL_CHAIN (b.j0) = b.cur;
  DECL_CHAIN (b.cur) = b.prev;
  tree list = alloc_stmt_list ();
  append_to_statement_list_force (assign (b.j0, fold_convert (itype, f)),
				  &list);
  append_to_statement_list_force (chunk_loop (loc, b, b.value, e), &list);
  tree bind = build3 (BIND_EXPR, void_type_node, b.j0, list, NULL_TREE);
  TREE_SIDE_EFFECTS (bind) = 1;
  *start = b.j0;
  return bind;
}
