/* terms.cc - the terms of a floating-point sum computed apart from the
   sum, so that the loop computing them vectorises.

   In an over body, an innermost loop (a plain for, or an inner over's
   loop once lowered) that adds to a floating-point variable,

     for (k = lo; k < hi; k += c)
       { ...; r += E; ... }

   is scalar as written: its additions to r are ordered (C's, and an
   over reduction's fixed order), and GCC 12 vectorises an ordered
   (fold-left) sum only of a single type, so  r += (double) f * f  over
   floats keeps the whole body scalar.  The terms E do not depend on one
   another, only their sum is ordered, so the loop is run in chunks of
   CHUNK iterations, each first computing its iterations with E stored to
   a buffer, then adding the buffer to r in order:

     { unsigned long left = the loop's trip count;
       for (; left != 0; left -= m)
	 { long m = MIN (left, CHUNK), t;
	   E_TYPE buf[CHUNK];
	   for (t = 0; t < m; t++, k += c)  { ...; buf[t] = E; ... }
	   for (t = 0; t < m; t++)  r += buf[t]; } }

   Each addition is the one the loop made, on the same values in the same
   order, so r ends bit for bit as the loop leaves it; only the additions
   move, after the rest of their chunk's iterations, which neither read r
   nor change what E reads later.  The buffer is on the stack whatever
   the trip count.  Several such variables in one loop get a buffer each.

   The loop is split where GCC cannot vectorise it as it is: where it
   computes a value of a type narrower than a sum's (floats summed in
   double), GCC 12 refuses the in-order sum ("multiple types in ...
   fold-left reduction") and the whole loop stays scalar; where every
   value is as wide, GCC vectorises the loop with its sum in order, and a
   buffer would only add a store and a load per term (measured: 10%
   slower on a norm of doubles); nor where the loop vectoriser does not
   run.  The loop qualifies when it is a plain  for  with a local signed
   integer index at least as wide as int that only its step changes,
   counted up (<, <=) or down (>, >=) by a constant step to a bound that
   does not read it and that the body does not change; its body holds no
   loop, jump, label or asm; each r is a variable the loop mentions only
   in its one statement  r += E,  r -= E  or  r = r + E  (a statement of
   the body itself, not under a condition), which nothing else in the
   loop reaches (a local variable whose address is not taken, or the
   loop calls no function and reaches nothing of r's type through a
   pointer).  Where such a loop does not qualify, a missed-optimisation
   note says why.

   Where the body writes elements of arrays that other names may hold
   (views of handles, parameters), GCC would version the terms loop with
   a run-time check per pair of accesses, and gives up beyond ten
   (Himeno's sweep needs 21).  apart.cc, before this stage, has made the
   nest a copy in which those arrays are known distinct (a dependence
   clique of their own, noalias.cc), so the terms loop there needs no
   check; in the nest as written, which runs where two of them are one
   array, it stays as GCC finds it.  The terms loop's index is marked as
   an over's is (vectorise.cc), so that it vectorises at -O2 too.

   The innermost loop of an inner over is made by the lowering:
   hpc_compute_over_terms_apart, a second stage after the lowering, takes
   each loop whose index is an over's (vectorise.cc's mark) alike, its
   sum being the variable the lowering made for the over's reduction or
   the outer over's.  (The terms loops made here carry the mark too, but
   hold no addition, and the sums loops add values as wide as their sum.)

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "alias.h"
#include "gimplify.h"
#include "options.h"

namespace {

/* Iterations a chunk runs, the buffer's length.  */
const HOST_WIDE_INT CHUNK = 256;

/* One addition to a floating-point variable: its statement, the
   variable, where the statement holds its term, the term's buffer.  */
struct term_sum
{
  tree stmt, var, *term, buf;
};

/* An innermost loop being split.  */
struct split
{
  tree loop;
  location_t loc;
  tree index;			/* k */
  tree index_side;		/* k as the comparison reads it */
  tree bound;			/* hi */
  tree_code cmp;		/* k CMP hi: LT, LE, GT or GE */
  HOST_WIDE_INT step;		/* c */
  auto_vec<term_sum> sums;
  char why[200];
};

/* V as a note names it: 'v', or, for the variable the lowering made for
   an over's reduction, what it is.  */
const char *
name_of (tree v)
{
  static char text[80];
  if (DECL_ARTIFICIAL (v) || !DECL_NAME (v))
    return "the over's sum";
  snprintf (text, sizeof text, "'%s'", IDENTIFIER_POINTER (DECL_NAME (v)));
  return text;
}

/* S, an assignment to a floating-point variable R of the form
   r = r + E  (through conversions; either operand of +) or  r = r - E:
   R, with *TERM the slot of E in S; else NULL_TREE.  */
tree
addition_to (tree s, tree **term)
{
  s = hpc_strip_void (s);
  if (TREE_CODE (s) != MODIFY_EXPR)
    return NULL_TREE;
  tree r = TREE_OPERAND (s, 0);
  if (!VAR_P (r) || !SCALAR_FLOAT_TYPE_P (TREE_TYPE (r)))
    return NULL_TREE;
  tree op = hpc_strip (TREE_OPERAND (s, 1));
  if (TREE_CODE (op) != PLUS_EXPR && TREE_CODE (op) != MINUS_EXPR)
    return NULL_TREE;
  for (int k = 0; k < 2; k++)
    if (hpc_strip (TREE_OPERAND (op, k)) == r
	&& (k == 0 || TREE_CODE (op) == PLUS_EXPR))
      {
	*term = &TREE_OPERAND (op, 1 - k);
	return r;
      }
  return NULL_TREE;
}

/* walk_tree callback: collect the additions to variables declared
   outside the loop (DATA: the split).  */
tree
find_sums_r (tree *tp, int *walk_subtrees, void *data)
{
  split *sp = (split *) data;
  if (hpc_skip_type_p (*tp, walk_subtrees))
    return NULL_TREE;
  tree *term;
  if (tree r = addition_to (*tp, &term))
    {
      if (!hpc_declares_p (FOR_BODY (sp->loop), r))
	sp->sums.safe_push ({ *tp, r, term, NULL_TREE });
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* walk_tree callback: a loop, jump or label, or an over.  */
tree
control_r (tree *tp, int *walk_subtrees, void *)
{
  if (hpc_skip_type_p (*tp, walk_subtrees))
    return NULL_TREE;
  switch (TREE_CODE (*tp))
    {
    case FOR_STMT: case WHILE_STMT: case DO_STMT: case SWITCH_STMT:
    case BREAK_STMT: case CONTINUE_STMT: case GOTO_EXPR: case LABEL_EXPR:
    case RETURN_EXPR: case ASM_EXPR:
      return *tp;
    default:
      return NULL_TREE;
    }
}

/* walk_tree callback: a loop.  */
tree
loop_r (tree *tp, int *walk_subtrees, void *)
{
  if (hpc_skip_type_p (*tp, walk_subtrees))
    return NULL_TREE;
  return TREE_CODE (*tp) == FOR_STMT || TREE_CODE (*tp) == WHILE_STMT
	 || TREE_CODE (*tp) == DO_STMT ? *tp : NULL_TREE;
}

/* walk_tree callback: a call, or a reference through a pointer that
   may reach the variable DATA (a declared or distributed array's
   elements are another object).  */
tree
reaches_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp, v = (tree) data;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (TREE_CODE (t) == CALL_EXPR)
    return hpc_const_call_p (t)
	   || hpc_call_to_p (t, "__hpc_check_subscript")
	   || hpc_call_to_p (t, "__hpc_check_ghost") ? NULL_TREE : t;
  if (TREE_CODE (t) != ARRAY_REF && TREE_CODE (t) != COMPONENT_REF
      && TREE_CODE (t) != INDIRECT_REF && TREE_CODE (t) != MEM_REF)
    return NULL_TREE;
  tree base = get_base_address (t);
  if (base && DECL_P (base))
    return NULL_TREE;
  return alias_sets_conflict_p (get_alias_set (TREE_TYPE (t)),
				get_alias_set (TREE_TYPE (v))) ? t : NULL_TREE;
}

/* Whether nothing but the additions of LOOP reads or writes V: V is a
   local variable no pointer reaches, or LOOP calls no function (but
   const ones and libhpc's checks) and reaches no object of V's type
   through a pointer.  */
bool
hidden_p (tree v, tree loop)
{
  if (TREE_THIS_VOLATILE (v))
    return false;
  if (hpc_private_var_p (v))
    return true;
  return !walk_tree_without_duplicates (&FOR_BODY (loop), reaches_r, v);
}

/* The statements of S, through braces (declaring or not), on OUT.  */
void
statements_of (tree s, auto_vec<tree> *out)
{
  if (TREE_CODE (s) == BIND_EXPR)
    statements_of (BIND_EXPR_BODY (s), out);
  else if (TREE_CODE (s) == STATEMENT_LIST)
    for (tree_stmt_iterator k = tsi_start (s); !tsi_end_p (k); tsi_next (&k))
      statements_of (tsi_stmt (k), out);
  else
    out->safe_push (s);
}

/* Whether each addition of SP qualifies, else the reason in SP.  */
bool
sums_ok (split *sp)
{
  auto_vec<tree> stmts;
  statements_of (FOR_BODY (sp->loop), &stmts);
  for (term_sum &s : sp->sums)
    {
      const char *r = name_of (s.var);
      if (!hidden_p (s.var, sp->loop))
	return hpc_decline (sp, "%s is volatile, or static, global or has "
			    "its address taken and the loop calls a function "
			    "or reaches its type through a pointer", r);
      if (hpc_count_uses (sp->loop, s.var) != 2)
	return hpc_decline (sp, "the loop uses %s besides adding to it",
			    r);
      if (!stmts.contains (s.stmt))
	return hpc_decline (sp, "the addition to %s is under a condition",
			    r);
    }
  return true;
}

/* The step of the increment INCR of index K (k++, k--, k += c, k -= c,
   k = k + c, k = c + k), or 0.  */
HOST_WIDE_INT
step_of (tree incr, tree k)
{
  incr = hpc_strip_void (incr);
  switch (TREE_CODE (incr))
    {
    case PREINCREMENT_EXPR: case POSTINCREMENT_EXPR:
    case PREDECREMENT_EXPR: case POSTDECREMENT_EXPR:
      {
	tree by = TREE_OPERAND (incr, 1);
	if (TREE_OPERAND (incr, 0) != k || !tree_fits_shwi_p (by))
	  return 0;
	bool down = TREE_CODE (incr) == PREDECREMENT_EXPR
		    || TREE_CODE (incr) == POSTDECREMENT_EXPR;
	return down ? -tree_to_shwi (by) : tree_to_shwi (by);
      }
    case MODIFY_EXPR:
      {
	HOST_WIDE_INT c;
	if (TREE_OPERAND (incr, 0) != k
	    || hpc_var_plus_constant (TREE_OPERAND (incr, 1), &c) != k)
	  return 0;
	/* A conversion may wrap k + c: only one of k's own type.  */
	tree sum = TREE_OPERAND (incr, 1);
	return TYPE_MAIN_VARIANT (TREE_TYPE (sum))
		 == TYPE_MAIN_VARIANT (TREE_TYPE (k)) ? c : 0;
      }
    default:
      return 0;
    }
}

/* Whether the loop's condition is  k CMP bound  (or  bound CMP k),
   setting SP's index, bound and comparison; else the reason.  */
bool
condition_ok (split *sp)
{
  tree c = FOR_COND (sp->loop);
  tree_code code = c ? TREE_CODE (c) : ERROR_MARK;
  if (code != LT_EXPR && code != LE_EXPR && code != GT_EXPR
      && code != GE_EXPR)
    return hpc_decline (sp, "its condition is not a comparison (<, <=, >, "
			">=) of its index with a bound");
  /* The index: what the step changes.  */
  tree incr = FOR_EXPR (sp->loop);
  tree k = incr ? hpc_stored_lvalue (hpc_strip_void (incr)) : NULL_TREE;
  tree a = TREE_OPERAND (c, 0), b = TREE_OPERAND (c, 1);
  if (k && hpc_strip (b) == k)
    {
      std::swap (a, b);
      code = swap_tree_comparison (code);
    }
  if (!k || hpc_strip (a) != k
      || (!VAR_P (k) && TREE_CODE (k) != PARM_DECL))
    return hpc_decline (sp, "its condition does not compare the variable "
			"its step changes");
  tree type = TREE_TYPE (k), ctype = TREE_TYPE (a);
  if (!INTEGRAL_TYPE_P (type) || TYPE_UNSIGNED (type)
      || TYPE_PRECISION (type) < TYPE_PRECISION (integer_type_node)
      || !INTEGRAL_TYPE_P (ctype) || TYPE_UNSIGNED (ctype)
      || TYPE_PRECISION (ctype) > 64)
    return hpc_decline (sp, "its index %s is not a signed integer of int's "
			"width to 64 bits (an unsigned or narrow one wraps)",
			name_of (k));
  sp->index = k;
  sp->index_side = a;
  sp->bound = b;
  sp->cmp = code;
  return true;
}

/* Whether V keeps its value while BODY runs.  A variable a call or a
   pointer may reach (static, global, address taken) keeps it where BODY
   calls only const functions and libhpc's checks, and stores nothing
   that type-based aliasing lets alias it.  */
bool
fixed_var_p (tree v, tree body)
{
  if (TREE_THIS_VOLATILE (v) || hpc_changes_var_p (body, v, true))
    return false;
  if (hpc_private_var_p (v))
    return true;
  std::pair<tree, bool> q (v, true);
  walk_tree (&body, [] (tree *tp, int *walk_subtrees, void *data) -> tree {
      auto *q = (std::pair<tree, bool> *) data;
      tree t = *tp;
      if (hpc_skip_type_p (t, walk_subtrees))
	return NULL_TREE;
      if (TREE_CODE (t) == CALL_EXPR && !hpc_const_call_p (t)
	  && !hpc_call_to_p (t, "__hpc_check_subscript")
	  && !hpc_call_to_p (t, "__hpc_check_ghost"))
	q->second = false;
      tree lhs = hpc_stored_lvalue (t);
      if (lhs && !hpc_private_var_p (hpc_strip (lhs))
	  && alias_sets_conflict_p (get_alias_set (TREE_TYPE (lhs)),
				    get_alias_set (TREE_TYPE (q->first))))
	q->second = false;
      return q->second ? NULL_TREE : t;
    }, &q, NULL);
  return q.second;
}

/* Whether E, the loop's bound, has one value however often the loop
   evaluates it (constants and variables BODY keeps, by arithmetic).  */
bool
fixed_bound_p (tree e, tree body)
{
  e = hpc_strip (e);
  switch (TREE_CODE (e))
    {
    case INTEGER_CST:
      return true;
    case VAR_DECL: case PARM_DECL:
      return fixed_var_p (e, body);
    case NEGATE_EXPR:
      return fixed_bound_p (TREE_OPERAND (e, 0), body);
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case MIN_EXPR:
    case MAX_EXPR:
      return fixed_bound_p (TREE_OPERAND (e, 0), body)
	     && fixed_bound_p (TREE_OPERAND (e, 1), body);
    default:
      return false;
    }
}

/* Whether the loop of SP is one to split, but for its additions (a
   counted loop, its body straight-line code); else the reason.  */
bool
shape_ok (split *sp)
{
  tree body = FOR_BODY (sp->loop);
  if (tree c = walk_tree_without_duplicates (&body, control_r, NULL))
    return hpc_decline (sp, "its body holds a %s",
			TREE_CODE (c) == ASM_EXPR ? "asm statement"
			: TREE_CODE (c) == LABEL_EXPR ? "label"
			: TREE_CODE (c) == SWITCH_STMT ? "switch"
			: "break, continue, goto or return");
  if (!condition_ok (sp))
    return false;
  sp->step = step_of (FOR_EXPR (sp->loop), sp->index);
  if (!sp->step)
    return hpc_decline (sp, "its index %s does not change by a constant "
			"step of its own type each iteration",
			name_of (sp->index));
  bool up = sp->cmp == LT_EXPR || sp->cmp == LE_EXPR;
  if (up != (sp->step > 0))
    return hpc_decline (sp, "its index %s steps away from its bound",
			name_of (sp->index));
  if (!hpc_private_var_p (sp->index)
      || hpc_changes_var_p (body, sp->index, true))
    return hpc_decline (sp, "its index %s is static, global or its address "
			"is taken, or its body may change it",
			name_of (sp->index));
  if (TREE_SIDE_EFFECTS (FOR_COND (sp->loop))
      || hpc_uses_var_p (sp->bound, sp->index)
      || !fixed_bound_p (sp->bound, body))
    return hpc_decline (sp, "its bound is not built from constants and "
			"variables that its body leaves unchanged");
  return true;
}

/* walk_tree callback: a value narrower than the type DATA, which the
   body computes (what a memory reference's address is computed from is
   an address, not a value the vectoriser widens).  */
tree
narrower_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp, wide = (tree) data;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (REFERENCE_CLASS_P (t) || TREE_CODE (t) == ADDR_EXPR)
    *walk_subtrees = 0;
  tree type = TREE_TYPE (t);
  if (EXPR_P (t) || DECL_P (t))
    if (type && (INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type))
	&& !VOID_TYPE_P (type)
	&& tree_int_cst_lt (TYPE_SIZE (type), TYPE_SIZE (wide)))
      return t;
  return NULL_TREE;
}

/* Whether SP's loop computes a value of a type narrower than one of its
   sums': GCC 12 then refuses to vectorise the in-order sum ("multiple
   types in ... fold-left reduction"), the whole loop stays scalar, and
   only the split lets its terms vectorise.  Where every value is as
   wide, GCC vectorises the loop with the sum in order itself, and the
   buffer would only add a store and a load per term.  */
bool
narrower_values_p (split *sp)
{
  for (term_sum &s : sp->sums)
    if (walk_tree_without_duplicates (&FOR_BODY (sp->loop), narrower_r,
				      TREE_TYPE (s.var)))
      return true;
  return false;
}

/* The trip count of SP's loop, as an unsigned long: for  k < hi  by c,
   k < hi ? (hi - k - 1) / c + 1 : 0, the difference taken in unsigned
   arithmetic, where it cannot overflow.  */
tree
trip_count (split *sp)
{
  tree ul = long_long_unsigned_type_node;
  bool up = sp->step > 0;
  tree from = unshare_expr (up ? sp->index_side : sp->bound);
  tree to = unshare_expr (up ? sp->bound : sp->index_side);
  bool strict = sp->cmp == LT_EXPR || sp->cmp == GT_EXPR;
  tree span = fold_build2 (MINUS_EXPR, ul, fold_convert (ul, to),
			   fold_convert (ul, from));
  if (strict)
    span = fold_build2 (MINUS_EXPR, ul, span, build_int_cst (ul, 1));
  HOST_WIDE_INT c = up ? sp->step : -sp->step;
  tree n = fold_build2 (PLUS_EXPR, ul,
			fold_build2 (TRUNC_DIV_EXPR, ul, span,
				     build_int_cst (ul, c)),
			build_int_cst (ul, 1));
  tree enter = build2 (sp->cmp, boolean_type_node,
		       unshare_expr (sp->index_side), unshare_expr (sp->bound));
  return build3 (COND_EXPR, ul, enter, n, build_int_cst (ul, 0));
}

/* for (t = 0; t < m; t++[, INCR]) BODY  */
tree
count_loop (location_t loc, tree t, tree m, tree incr, tree body)
{
  tree next = build2 (PREINCREMENT_EXPR, TREE_TYPE (t), t,
		      build_int_cst (TREE_TYPE (t), 1));
  if (incr)
    next = build2 (COMPOUND_EXPR, void_type_node, next, incr);
  return build_stmt (loc, FOR_STMT, hpc_assign (t, integer_zero_node),
		     build2 (LT_EXPR, boolean_type_node, t, m), next, body,
		     NULL_TREE);
}

/* The loop of SP split: a chunk loop running the terms loop (the body
   with each term stored to its buffer) and the sums loop.  */
tree
split_loop (split *sp)
{
  location_t loc = sp->loc;
  tree ul = long_long_unsigned_type_node;
  tree left = hpc_new_var (loc, "__hpc_terms_left", ul);
  tree m = hpc_new_var (loc, "__hpc_terms_m", long_integer_type_node);
  tree t = hpc_new_var (loc, "__hpc_terms_t", long_integer_type_node);
  tree vars = NULL_TREE;
  tree sums = alloc_stmt_list ();
  tree body = FOR_BODY (sp->loop);
  for (term_sum &s : sp->sums)
    {
      tree type = TYPE_MAIN_VARIANT (TREE_TYPE (*s.term));
      s.buf = hpc_new_var (loc, "__hpc_terms", build_array_type_nelts (type,
								      CHUNK));
      DECL_CHAIN (s.buf) = vars;
      vars = s.buf;
      tree store = build2 (MODIFY_EXPR, type, hpc_element (s.buf, t), *s.term);
      SET_EXPR_LOCATION (store, EXPR_LOC_OR_LOC (s.stmt, loc));
      *s.term = hpc_element (s.buf, t);
      append_to_statement_list_force (s.stmt, &sums);
      std::pair<tree, tree> swap (s.stmt, store);
      walk_tree (&body, [] (tree *tp, int *, void *data) -> tree {
	  auto *sw = (std::pair<tree, tree> *) data;
	  if (*tp == sw->first)
	    {
	      *tp = sw->second;
	      return *tp;
	    }
	  return NULL_TREE;
	}, &swap, NULL);
    }
  hpc_mark_over_index (t);	/* vectorise.cc: at -O2 too */
  tree chunk = alloc_stmt_list ();
  tree chunk_len = build2 (MIN_EXPR, ul, left, build_int_cst (ul, CHUNK));
  append_to_statement_list_force (hpc_assign (m, chunk_len), &chunk);
  tree terms = count_loop (loc, t, m, FOR_EXPR (sp->loop), body);
  append_to_statement_list_force (terms, &chunk);
  append_to_statement_list_force (count_loop (loc, t, m, NULL_TREE, sums),
				  &chunk);
  tree rest = build2 (MINUS_EXPR, ul, left, fold_convert (ul, m));
  tree chunks = build_stmt (loc, FOR_STMT, NULL_TREE,
			    build2 (NE_EXPR, boolean_type_node, left,
				    build_int_cst (ul, 0)),
			    hpc_assign (left, rest), hpc_bind (vars, chunk),
			    NULL_TREE);
  tree list = alloc_stmt_list ();
  if (FOR_INIT_STMT (sp->loop))
    append_to_statement_list_force (FOR_INIT_STMT (sp->loop), &list);
  append_to_statement_list_force (hpc_assign (left, trip_count (sp)), &list);
  append_to_statement_list_force (chunks, &list);
  DECL_CHAIN (left) = m;
  DECL_CHAIN (m) = t;
  return hpc_bind (left, list);
}

/* The loop *TP, innermost in an over body: split where it adds to a
   floating-point variable and qualifies; a note where it adds to one
   and does not.  */
void
consider (tree *tp)
{
  split sp;
  sp.loop = *tp;
  sp.loc = EXPR_LOC_OR_LOC (*tp, input_location);
  sp.why[0] = 0;
  walk_tree (&FOR_BODY (*tp), find_sums_r, &sp, NULL);
  if (sp.sums.is_empty ())
    return;
  if (!narrower_values_p (&sp))
    return;
  if (shape_ok (&sp) && sums_ok (&sp))
    {
      *tp = split_loop (&sp);
      return;
    }
  tree r = sp.sums[0].var;
  hpc_missed (sp.loc, "terms of %s%s not computed apart: %s",
	      DECL_ARTIFICIAL (r) ? "" : "the sum into ", name_of (r), sp.why);
}

/* walk_tree callback: the innermost plain loops of over bodies (DATA:
   whether inside an over).  */
tree
loops_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp, var;
  if (hpc_skip_type_p (t, walk_subtrees) || TREE_CODE (t) != FOR_STMT)
    return NULL_TREE;
  hpc_construct k = hpc_classify (t, &var);
  bool in_over = *(bool *) data || k == HPC_OVER;
  if (k != HPC_NOT_CONSTRUCT || !in_over
      || walk_tree_without_duplicates (&FOR_BODY (t), loop_r, NULL))
    {
      /* A construct, or a loop outside overs or holding loops: the loops
	 inside.  */
      *walk_subtrees = 0;
      walk_tree (&FOR_INIT_STMT (t), loops_r, data, NULL);
      walk_tree (&FOR_BODY (t), loops_r, &in_over, NULL);
      return NULL_TREE;
    }
  consider (tp);
  *walk_subtrees = 0;
  return NULL_TREE;
}

/* walk_tree callback: the innermost loops of overs as the lowering
   makes them, their index an over's (vectorise.cc).  */
tree
over_loops_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees) || TREE_CODE (t) != FOR_STMT)
    return NULL_TREE;
  tree init = FOR_INIT_STMT (t);
  tree var = init ? hpc_stored_lvalue (hpc_strip_void (init)) : NULL_TREE;
  if (var && hpc_over_index_p (var)
      && !walk_tree_without_duplicates (&FOR_BODY (t), loop_r, NULL))
    {
      consider (tp);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

} // anon namespace

/* Only where the terms loop may vectorise: without the vectoriser the
   buffer is all cost.  */
bool
hpc_terms_wanted (tree fndecl)
{
  return !hpc_function ().discarded && opt_for_fn (fndecl, optimize) > 0
	 && opt_for_fn (fndecl, flag_tree_loop_vectorize);
}

void
hpc_compute_terms_apart (tree fndecl)
{
  bool in_over = false;
  walk_tree (&DECL_SAVED_TREE (fndecl), loops_r, &in_over, NULL);
}

void
hpc_compute_over_terms_apart (tree fndecl)
{
  walk_tree (&DECL_SAVED_TREE (fndecl), over_loops_r, NULL, NULL);
}
