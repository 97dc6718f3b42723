/* fuse.cc - the two colour sweeps of a red-black relaxation (HPJava's
   Figure 2) in one pass over the array.

   Figure 2 sweeps the whole array once per colour:

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
   So the loop becomes (hpc_abi.h gives the run-time side)

     if ((F = __hpc_fuse_begin (u, w, x, y))) {
       hpc_write_halo (u, w);
       over (i = x | LO : HI) {
	 over (j = ...) u[i][j] = E;                        (p = C)
	 if (__hpc_fuse_lag (F, i))
	   over (j = y | __hpc_fuse_lo (F, START) : __hpc_fuse_hi (F, HI2) : 2)
	     u[i - 1][j] = E;                               (p = C + 1, i - 1)
       }
       hpc_write_halo (u, w);
       over (i = x | LO : HI)
	 if (!__hpc_fuse_done (F, i)) over (j = ...) u[i][j] = E;  (C + 1)
	 else the first and last held columns of row i, by __hpc_fuse_edge;
       __hpc_fuse_end (F); p = C + 2;
     } else the loop as written

   The results are the loop's, bit for bit: every point is computed from
   the same values by the same expression.  That holds where

   - the loop is exactly that: P declared just before it with a constant
     initial value C >= 0, counting C, C + 1 by ++, its body the call to
     hpc_write_halo (array and widths free of side effects; the array
     U itself) and the nest, the outer over of stride 1, the inner of
     stride 2 with all three bounds given;
   - the inner start is A + (S % 2), S the sum of hpc_idx (x, i), P and
     constants >= 0: colour (i + j) % 2 is (A + S - hpc_idx (x, i)) % 2,
     different for the two values of P;
   - the body is one assignment to u[i][j] reading U only at u[i][j] and
     its four neighbours u[i +- 1][j], u[i][j +- 1] (the other colour:
     not written by the same sweep), other 2-D distributed arrays at
     [i + a][j + b] (a, b constants; none volatile; where one and U are
     both bound to parameters, and so may be one array, the pass runs
     only where their addresses differ), and otherwise constants and
     scalar variables, through arithmetic: nothing else is read or
     written;
   - the bounds and ranges are the same wherever they are evaluated
     (constants, local variables the loop leaves alone, i, P and
     hpc_idx (x, i); the outer ones without P).

   __hpc_fuse_begin declines (so the loop runs as written) unless U is a
   2-D array over x and y, both block or irregular-block ranges, and the
   exchanged widths are at most 1.  Not in check mode, at -O0, or with
   -fplugin-arg-hpc-no-fuse.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"
#include "gimplify.h"

namespace {

/* Whether E is the integer constant 2.  */
bool
two_p (tree e)
{
  return TREE_CODE (e) == INTEGER_CST && wi::to_wide (e) == 2;
}

/* The inner overs of the fused rows of colour C + 1, whose rows were
   just read by colour C: lower.cc does not touch them ahead.  */
hash_set<tree> *untouched;

/* A loop of two colour sweeps, taken apart.  */
struct colour_pair
{
  location_t loc;
  tree loop;			/* the for statement */
  tree p;			/* its colour variable */
  HOST_WIDE_INT c0;		/* and first value */
  tree halo;			/* the hpc_write_halo_w call */
  tree over;			/* the statement of the outer over */
  tree outer, i;		/* the outer over and its index */
  tree inner, j;		/* the inner over and its index */
  tree array;			/* the array written */
  tree x, y;			/* the outer and inner ranges */
  auto_vec<tree, 2> apart;	/* arrays read that may be ARRAY (both
				   bound to parameters): fused only when
				   they are not, at run time */
};

/* The statements of S but -g's markers, through braces that declare
   nothing.  */
void
statements (tree s, auto_vec<tree> *out)
{
  if (TREE_CODE (s) == BIND_EXPR && !BIND_EXPR_VARS (s))
    statements (BIND_EXPR_BODY (s), out);
  else if (TREE_CODE (s) == STATEMENT_LIST)
    for (tree_stmt_iterator k = tsi_start (s); !tsi_end_p (k); tsi_next (&k))
      statements (tsi_stmt (k), out);
  else if (TREE_CODE (s) != DEBUG_BEGIN_STMT)
    out->safe_push (s);
}

/* Whether E is hpc_idx (x, i): the global index of M's row.  */
bool
row_index_p (tree e, const colour_pair &m)
{
  return hpc_call_to_p (e, "__hpc_idx") && call_expr_nargs (e) == 2
	 && hpc_strip (CALL_EXPR_ARG (e, 0)) == m.x
	 && hpc_strip (CALL_EXPR_ARG (e, 1)) == m.i;
}

/* Whether E is evaluated alike anywhere in M's loop: built by arithmetic
   from constants, local variables the loop leaves alone and, where
   WITH_ROW, i, hpc_idx (x, i) and P.  */
bool
stable_p (tree e, const colour_pair &m, bool with_row)
{
  hpc_stable_ctx c = { m.x, m.i, m.p, m.loop, NULL_TREE };
  return hpc_stable_p (e, c, with_row);
}

/* Count in *IDX and *PAR the terms hpc_idx (x, i) and P of the sum E,
   whose other terms must be constants >= 0.  */
bool
colour_terms (tree e, const colour_pair &m, int *idx, int *par)
{
  e = hpc_strip (e);
  if (TREE_CODE (e) == PLUS_EXPR)
    return colour_terms (TREE_OPERAND (e, 0), m, idx, par)
	   && colour_terms (TREE_OPERAND (e, 1), m, idx, par);
  if (TREE_CODE (e) == INTEGER_CST)
    return tree_int_cst_sgn (e) >= 0;
  if (e == m.p)
    return ++*par, true;
  if (row_index_p (e, m))
    return ++*idx, true;
  return false;
}

/* Whether E is  A + (S % 2)  (or S % 2) with S hpc_idx (x, i) + P plus
   constants >= 0: the start of a colour.  */
bool
colour_start_p (tree e, const colour_pair &m)
{
  e = hpc_strip (e);
  if (TREE_CODE (e) == PLUS_EXPR)
    {
      tree a = hpc_strip (TREE_OPERAND (e, 0));
      tree b = hpc_strip (TREE_OPERAND (e, 1));
      if (TREE_CODE (a) == INTEGER_CST)
	e = b;
      else if (TREE_CODE (b) == INTEGER_CST)
	e = a;
      else
	return false;
    }
  if (TREE_CODE (e) != TRUNC_MOD_EXPR
      || !two_p (hpc_strip (TREE_OPERAND (e, 1))))
    return false;
  int idx = 0, par = 0;
  return colour_terms (TREE_OPERAND (e, 0), m, &idx, &par)
	 && idx == 1 && par == 1;
}

/* walk_tree callback: a part of E's right-hand side that is not
   arithmetic on constants, scalar variables and the points M's sweep
   may read: u[i][j], u[i +- 1][j], u[i][j +- 1], and other distributed
   arrays at [i + a][j + b] (a right-hand side f[i][j] of a Poisson
   problem, coefficients), which the loop does not write, so that the
   fused pass reads the same values of them as the loop, in another
   order; those that may be U under another name go into M.apart.  */
tree
bad_read_r (tree *tp, int *walk_subtrees, void *data)
{
  colour_pair &m = *(colour_pair *) data;
  tree t = *tp;
  switch (TREE_CODE (t))
    {
    case ARRAY_REF:
      {
	tree base;
	HOST_WIDE_INT di, dj;
	*walk_subtrees = 0;
	if (!hpc_offset_ref_p (t, m.i, m.j, &base, &di, &dj)
	    || TREE_THIS_VOLATILE (t) || TYPE_VOLATILE (TREE_TYPE (t)))
	  return t;
	if (!operand_equal_p (base, m.array, 0))
	  return hpc_other_array_read_p (t, base, m.array, &m.apart)
		 ? NULL_TREE : t;
	return abs_hwi (di) + abs_hwi (dj) > 1 ? t : NULL_TREE;
      }
    default:
      return hpc_arith_node_p (t, m.i, m.j) ? NULL_TREE : t;
    }
}

/* The assignment u[i][j] = E that is M's inner body, M->array set; or
   NULL_TREE.  */
tree
sweep_assignment (colour_pair *m)
{
  tree s = hpc_row_assignment (m->inner, m->i, m->j, &m->array);
  return s && !walk_tree (&TREE_OPERAND (s, 1), bad_read_r, m, NULL) ? s
	 : NULL_TREE;
}

/* Whether E is ARRAY as an argument: itself, or its address.  */
bool
the_array_p (tree e, tree array)
{
  e = hpc_strip (e);
  if (TREE_CODE (e) == ADDR_EXPR)
    e = TREE_OPERAND (e, 0);
  return operand_equal_p (e, array, 0);
}

/* Whether the over statement M->over is the nest described above (the
   colour variable and halo call already found).  */
bool
colour_nest_p (colour_pair *m)
{
  m->outer = hpc_over_in (m->over, &m->i);
  m->inner = m->outer ? hpc_over_in (FOR_BODY (m->outer), &m->j) : NULL_TREE;
  if (!m->inner)
    return false;
  tree ob = DECL_INITIAL (m->i), ib = DECL_INITIAL (m->j);
  tree omask = hpc_strip (CALL_EXPR_ARG (ob, 1));
  tree imask = hpc_strip (CALL_EXPR_ARG (ib, 1));
  tree ost = hpc_strip (CALL_EXPR_ARG (ob, 4));
  m->x = hpc_strip (CALL_EXPR_ARG (ob, 0));
  m->y = hpc_strip (CALL_EXPR_ARG (ib, 0));
  if (!tree_fits_shwi_p (omask) || !tree_fits_shwi_p (imask)
      || tree_to_shwi (imask) != 7
      || !two_p (hpc_strip (CALL_EXPR_ARG (ib, 4)))
      || ((tree_to_shwi (omask) & 4) && !integer_onep (ost))
      || !stable_p (m->x, *m, false) || !stable_p (m->y, *m, false))
    return false;
  for (int k = 2; k <= 3; k++)
    if (((tree_to_shwi (omask) >> (k - 2)) & 1)
	&& !stable_p (CALL_EXPR_ARG (ob, k), *m, false))
      return false;
  return colour_start_p (CALL_EXPR_ARG (ib, 2), *m)
	 && stable_p (CALL_EXPR_ARG (ib, 3), *m, true)
	 && sweep_assignment (m)
	 && the_array_p (CALL_EXPR_ARG (m->halo, 0), m->array);
}

/* Whether DECL_STMT, LOOP are a loop of two colour sweeps; M filled.  */
bool
colour_pair_p (tree decl_stmt, tree loop, colour_pair *m)
{
  tree var;
  if (TREE_CODE (loop) != FOR_STMT || FOR_INIT_STMT (loop)
      || hpc_classify (loop, &var) != HPC_NOT_CONSTRUCT
      || TREE_CODE (decl_stmt) != DECL_EXPR || !FOR_COND (loop)
      || !FOR_EXPR (loop))
    return false;
  tree p = DECL_EXPR_DECL (decl_stmt), init = DECL_INITIAL (p);
  if (!VAR_P (p) || !INTEGRAL_TYPE_P (TREE_TYPE (p)) || TREE_ADDRESSABLE (p)
      || TREE_STATIC (p) || DECL_EXTERNAL (p) || TREE_THIS_VOLATILE (p)
      || !init || TREE_CODE (init) != INTEGER_CST || !tree_fits_shwi_p (init)
      || tree_int_cst_sgn (init) < 0 || tree_to_shwi (init) > (1 << 20))
    return false;
  m->loop = loop;
  m->loc = EXPR_LOCATION (loop);
  m->p = p;
  m->c0 = tree_to_shwi (init);
  tree cond = FOR_COND (loop), inc = FOR_EXPR (loop);
  if (TREE_CODE (cond) != LT_EXPR && TREE_CODE (cond) != LE_EXPR)
    return false;
  tree lim = hpc_strip (TREE_OPERAND (cond, 1));
  if (hpc_strip (TREE_OPERAND (cond, 0)) != p
      || TREE_CODE (lim) != INTEGER_CST || !tree_fits_shwi_p (lim)
      || tree_to_shwi (lim) + (TREE_CODE (cond) == LE_EXPR) != m->c0 + 2
      || (TREE_CODE (inc) != POSTINCREMENT_EXPR
	  && TREE_CODE (inc) != PREINCREMENT_EXPR)
      || TREE_OPERAND (inc, 0) != p || !integer_onep (TREE_OPERAND (inc, 1)))
    return false;
  auto_vec<tree> body;
  statements (FOR_BODY (loop), &body);
  if (body.length () != 2)
    return false;
  m->halo = hpc_strip (body[0]);
  m->over = body[1];
  return hpc_call_to_p (m->halo, "hpc_write_halo_w")
	 && call_expr_nargs (m->halo) == 2
	 && !TREE_SIDE_EFFECTS (CALL_EXPR_ARG (m->halo, 0))
	 && !TREE_SIDE_EFFECTS (CALL_EXPR_ARG (m->halo, 1))
	 && colour_nest_p (m);
}


/* The first pass: the outer over of COPY (the over statement, P = C)
   whose rows also run colour C + 1 of the row before (SECOND, the outer
   body with P = C + 1), but its first and last held columns.  */
tree
first_pass (const colour_pair &m, tree copy, tree second, tree f)
{
  tree i1, j2;
  tree outer = hpc_over_in (copy, &i1);
  hpc_shift_var (&second, m.i, i1, -1);
  tree inner = hpc_over_in (second, &j2);
  tree begin = DECL_INITIAL (j2);
  CALL_EXPR_ARG (begin, 2) = hpc_fuse_call (m.loc, "__hpc_fuse_lo", f,
					CALL_EXPR_ARG (begin, 2));
  CALL_EXPR_ARG (begin, 3) = hpc_fuse_call (m.loc, "__hpc_fuse_hi", f,
					CALL_EXPR_ARG (begin, 3));
  hpc_fuse_untouch (inner);
  tree body = alloc_stmt_list ();
  append_to_statement_list_force (FOR_BODY (outer), &body);
  append_to_statement_list_force (
    hpc_if_nonzero (hpc_fuse_call (m.loc, "__hpc_fuse_lag", f, i1),
		    second, NULL_TREE), &body);
  FOR_BODY (outer) = body;
  return copy;
}

/* Colour C + 1 of held column K (0 the first, 1 the last) of the row of
   INNER (index J, a copy's): a copy of its body at that column.  */
tree
edge_column (const colour_pair &m, tree inner, tree j, tree f, int k)
{
  tree begin = DECL_INITIAL (j);
  tree off = hpc_new_var (m.loc, "__hpc_edge", TREE_TYPE (j));
  TREE_ADDRESSABLE (off) = 1;
  tree a[5] = { f, build_int_cst (integer_type_node, k),
		unshare_expr (CALL_EXPR_ARG (begin, 2)),
		unshare_expr (CALL_EXPR_ARG (begin, 3)),
		build_fold_addr_expr (off) };
  tree test = hpc_call (m.loc, "__hpc_fuse_edge", 5, a);
  tree copy = hpc_copy_with_value (FOR_BODY (inner), j, off);
  return copy ? hpc_bind (off, hpc_if_nonzero (test, copy, NULL_TREE))
	 : NULL_TREE;
}

/* The second pass: the outer over of COPY (the over statement, P =
   C + 1) running its rows the first pass left whole, the edge columns
   of the others.  */
tree
second_pass (const colour_pair &m, tree copy, tree f)
{
  tree i3, j3;
  tree outer = hpc_over_in (copy, &i3);
  tree inner = hpc_over_in (FOR_BODY (outer), &j3);
  tree edges = alloc_stmt_list ();
  for (int k = 0; k < 2; k++)
    {
      tree e = edge_column (m, inner, j3, f, k);
      if (!e)
	return NULL_TREE;
      append_to_statement_list_force (e, &edges);
    }
  tree done = hpc_fuse_call (m.loc, "__hpc_fuse_done", f, i3);
  FOR_BODY (outer) = hpc_if_nonzero (done, edges, FOR_BODY (outer));
  return copy;
}

/* The inner overs of fused passes whose arrays were found apart at run
   time (colour_pair.apart): blend.cc may blend them.  */
hash_set<tree> *apart_overs;

/* walk_tree callback: note each over statement as one of apart_overs.  */
tree
mark_apart_r (tree *tp, int *, void *)
{
  tree var;
  if (TREE_CODE (*tp) == FOR_STMT && hpc_classify (*tp, &var) == HPC_OVER)
    apart_overs->add (*tp);
  return NULL_TREE;
}

/* BEGIN (the call to __hpc_fuse_begin) where M's array is none of the
   arrays of M.apart, else a null pointer; the over statements of PASSES
   noted as reading arrays apart.  */
tree
begin_where_apart (const colour_pair &m, tree begin, tree passes)
{
  if (m.apart.is_empty ())
    return begin;
  if (!apart_overs)
    apart_overs = new hash_set<tree>;
  walk_tree_without_duplicates (&passes, mark_apart_r, NULL);
  return hpc_where_apart (m.array, m.apart, begin);
}

/* M's loop fused (see above), or NULL_TREE where a part cannot be
   copied.  */
tree
fuse (const colour_pair &m)
{
  tree c0 = build_int_cst (TREE_TYPE (m.p), m.c0);
  tree c1 = build_int_cst (TREE_TYPE (m.p), m.c0 + 1);
  tree first = hpc_copy_with_value (m.over, m.p, c0);
  tree second = hpc_copy_with_value (FOR_BODY (m.outer), m.p, c1);
  tree last = hpc_copy_with_value (m.over, m.p, c1);
  if (!first || !second || !last)
    return NULL_TREE;
  tree fn = hpc_runtime_decl ("__hpc_fuse_begin");
  tree f = hpc_new_var (m.loc, "__hpc_fuse", TREE_TYPE (TREE_TYPE (fn)));
  tree a[4] = { unshare_expr (CALL_EXPR_ARG (m.halo, 0)),
		unshare_expr (CALL_EXPR_ARG (m.halo, 1)), m.x, m.y };
  tree begin = hpc_call (m.loc, "__hpc_fuse_begin", 4, a);
  last = second_pass (m, last, f);
  if (!last)
    return NULL_TREE;
  first = first_pass (m, first, second, f);
  tree fused = alloc_stmt_list ();
  tree end[1] = { f };
  for (tree s : { unshare_expr (m.halo), first, unshare_expr (m.halo), last,
		  hpc_call (m.loc, "__hpc_fuse_end", 1, end),
		  build2 (MODIFY_EXPR, TREE_TYPE (m.p), m.p,
			  build_int_cst (TREE_TYPE (m.p), m.c0 + 2)) })
    append_to_statement_list_force (s, &fused);
  begin = begin_where_apart (m, begin, fused);
  tree list = alloc_stmt_list ();
  append_to_statement_list_force (build2 (MODIFY_EXPR, TREE_TYPE (f), f,
					  begin), &list);
  append_to_statement_list_force (hpc_if_nonzero (f, fused, m.loop), &list);
  return hpc_bind (f, list);
}

} // anon namespace

/* COND_EXPR: if (VALUE != 0) THEN else OTHERWISE.  */
tree
hpc_if_nonzero (tree value, tree then, tree otherwise)
{
  tree cond = build2 (NE_EXPR, boolean_type_node, value,
		      build_zero_cst (TREE_TYPE (value)));
  return build3 (COND_EXPR, void_type_node, cond, then, otherwise);
}

tree
hpc_row_assignment (tree inner, tree i, tree j, tree *array)
{
  tree s = hpc_only_statement (FOR_BODY (inner), true);
  while (s && CONVERT_EXPR_P (s) && VOID_TYPE_P (TREE_TYPE (s)))
    s = TREE_OPERAND (s, 0);
  if (!s || TREE_CODE (s) != MODIFY_EXPR)
    return NULL_TREE;
  auto_vec<tree> idx;
  tree lhs = TREE_OPERAND (s, 0);
  *array = hpc_subscripts (lhs, &idx);
  if (idx.length () != 2 || hpc_strip (idx[0]) != i
      || hpc_strip (idx[1]) != j || !hpc_distributed_p (*array)
      || TYPE_VOLATILE (TREE_TYPE (lhs))
      || !(INTEGRAL_TYPE_P (TREE_TYPE (lhs))
	   || SCALAR_FLOAT_TYPE_P (TREE_TYPE (lhs))))
    return NULL_TREE;
  return s;
}

bool
hpc_offset_ref_p (tree t, tree i, tree j, tree *base, HOST_WIDE_INT *a,
		  HOST_WIDE_INT *b)
{
  auto_vec<tree> idx;
  *base = hpc_subscripts (t, &idx);
  return idx.length () == 2 && hpc_var_plus_constant (idx[0], a) == i
	 && hpc_var_plus_constant (idx[1], b) == j;
}

tree
hpc_where_apart (tree array, const vec<tree> &others, tree value)
{
  tree cond = boolean_true_node;
  tree a = fold_convert (ptr_type_node, build_fold_addr_expr (array));
  for (tree v : others)
    cond = fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node, cond,
			build2 (NE_EXPR, boolean_type_node, unshare_expr (a),
				fold_convert (ptr_type_node,
					      build_fold_addr_expr (v))));
  return build3 (COND_EXPR, TREE_TYPE (value), cond, value,
		 build_zero_cst (TREE_TYPE (value)));
}

bool
hpc_other_array_read_p (tree ref, tree base, tree written, vec<tree> *apart)
{
  if (!hpc_distributed_p (base) || TREE_THIS_VOLATILE (ref)
      || TYPE_VOLATILE (TREE_TYPE (ref)) || operand_equal_p (base, written, 0))
    return false;
  if (hpc_parameter_bound_p (base) && hpc_parameter_bound_p (written)
      && !apart->contains (base))
    apart->safe_push (base);
  return true;
}

bool
hpc_arith_node_p (tree t, tree i, tree j)
{
  switch (TREE_CODE (t))
    {
    case VAR_DECL: case PARM_DECL:
      return t != i && t != j && !TREE_THIS_VOLATILE (t)
	     && (INTEGRAL_TYPE_P (TREE_TYPE (t))
		 || SCALAR_FLOAT_TYPE_P (TREE_TYPE (t)));
    case INTEGER_CST: case REAL_CST:
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
    case NEGATE_EXPR: case NOP_EXPR: case CONVERT_EXPR: case FLOAT_EXPR:
    case NON_LVALUE_EXPR: case EXCESS_PRECISION_EXPR:
      return true;
    default:
      return false;
    }
}

tree
hpc_fuse_call (location_t loc, const char *name, tree f, tree arg)
{
  tree a[2] = { f, arg };
  return hpc_call (loc, name, 2, a);
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

namespace {

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

} // anon namespace

void
hpc_shift_var (tree *body, tree from, tree to, HOST_WIDE_INT by)
{
  shift s = { from, to, by };
  walk_tree (body, shift_r, &s, NULL);
}

void
hpc_fuse_untouch (tree inner)
{
  if (!untouched)
    untouched = new hash_set<tree>;
  untouched->add (inner);
}

/* Fuse the loops of two colour sweeps among the statements of LIST.  */
void
hpc_fuse_colour_loops (tree list)
{
  if (!optimize || hpc_opts.check || !hpc_opts.fuse)
    return;
  tree prev = NULL_TREE;
  for (tree_stmt_iterator k = tsi_start (list); !tsi_end_p (k); tsi_next (&k))
    {
      tree s = tsi_stmt (k);
      if (TREE_CODE (s) == DEBUG_BEGIN_STMT)
	continue;
      colour_pair m;
      if (prev && colour_pair_p (prev, s, &m))
	if (tree fused = fuse (m))
	  *tsi_stmt_ptr (k) = fused;
      prev = s;
    }
}

/* Whether the over T is one of a fused pass that runs only where the
   arrays it reads are apart from the one it writes.  */
bool
hpc_fuse_apart_p (tree t)
{
  return apart_overs && apart_overs->contains (t);
}

/* The current function lowered: forget its over statements, whose
   memory GCC may give to statements of functions still to come.  */
void
hpc_fuse_forget (void)
{
  for (hash_set<tree> *s : { untouched, apart_overs })
    if (s)
      s->empty ();
}

/* Whether lower.cc should not touch the rows of the inner over T.  */
bool
hpc_fuse_untouched_p (tree t)
{
  return untouched && untouched->contains (t);
}

