/* hoist.cc - inner over loops whose set-up can move out of the row loop.

   In a perfect nest  over (i = x | ...) over (j = y | lo : hi : st) S
   the inner over is set up once per row: __hpc_over_setup finds y's
   group in the APG and y's local triplet, __hpc_over_enter pushes the
   group, __hpc_over_leave and __hpc_over_done undo it.  That is four
   calls into libhpc a row, which rows of a few hundred elements held in
   cache notice (doc/internals.md, "Measurements").  When nothing the
   set-up reads can change while the outer body runs, every row computes
   the same loop: lower.cc then sets it up before the thread's first row
   and leaves it after the thread's last (between rows nothing else runs:
   the outer body is the inner over alone).

   What the set-up reads is the inner over's range, bounds and stride.
   They are invariant when built, by arithmetic and calls of functions
   GCC knows as const (hpc.h's range queries, as hpc_size), from integer
   constants and variables of the function that the outer body neither
   declares, assigns, increments nor takes the address of, that no
   pointer reaches (not addressable, not static or global, not used by a
   nested function), and that are not locations (an over index or at
   location changes from one iteration to the next).  -g's statement
   markers do not count as statements of the outer body.  Where a part
   is not invariant, a missed-optimisation note names it.

   GCC's invariant motion cannot do this itself: the set-up writes the
   loop's record and the thread's APG stack and ends the job on a bad
   triplet, calls it may not move (-fdump-tree-lim2-details: "statement
   clobbers memory").

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "calls.h"
#include "plugin.h"

namespace {

/* Whether V, a variable or parameter, keeps its value while BODY runs.  */
bool
fixed_var_p (tree v, tree body)
{
  if ((!VAR_P (v) && TREE_CODE (v) != PARM_DECL)
      || DECL_CONTEXT (v) != current_function_decl || TREE_STATIC (v)
      || DECL_EXTERNAL (v) || TREE_THIS_VOLATILE (v) || TREE_ADDRESSABLE (v)
      || DECL_NONLOCAL (v))
    return false;
  tree init = VAR_P (v) ? DECL_INITIAL (v) : NULL_TREE;
  if (hpc_call_to_p (init, "__hpc_over_begin")
      || hpc_call_to_p (init, "__hpc_at_begin"))
    return false;
  return !hpc_changes_var_p (body, v, true);
}

} // anon namespace

/* A call of a const function that may not return (ECF_CONST with
   ECF_LOOPING_CONST_OR_PURE) gives, where it returns, the value its
   arguments decide: evaluated once instead of every row, or where a
   fused loop evaluates it, it gives the same value, and ends the job or
   runs forever at the first evaluation as it would have.  */
bool
hpc_const_call_p (tree e)
{
  if (TREE_CODE (e) != CALL_EXPR)
    return false;
  tree fn = get_callee_fndecl (e);
  return fn && (flags_from_decl_or_type (fn) & ECF_CONST);
}

namespace {

/* The hpc_query attribute (hpc.h's hpc_size, hpc_local_size,
   hpc_owner): a function whose result depends only on its arguments
   and on descriptors that never change, which ends the job on bad
   arguments.  Const and looping: GCC neither drops a call whose result
   is unused (the error would go unreported) nor moves one out of a
   loop, but hpc_const_call_p takes it as invariant.  */
tree
handle_query_attribute (tree *node, tree name, tree, int, bool *no_add)
{
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute applies only to functions",
	       name);
      *no_add = true;
      return NULL_TREE;
    }
  TREE_READONLY (*node) = 1;
  DECL_LOOPING_CONST_OR_PURE_P (*node) = 1;
  return NULL_TREE;
}

const attribute_spec query_attribute = {
  "hpc_query", 0, 0, true, false, false, false, handle_query_attribute, NULL
};

} // anon namespace

void
hpc_register_query_attribute (void)
{
  register_attribute (&query_attribute);
}

bool
hpc_changed_after_declaration_p (tree v, tree body)
{
  return TREE_ADDRESSABLE (v)
	 || hpc_changes_var_p (body, v, false);
}

tree
hpc_only_statement (tree body, bool past_checks)
{
  if (TREE_CODE (body) == BIND_EXPR)
    return hpc_only_statement (BIND_EXPR_BODY (body), past_checks);
  if (TREE_CODE (body) != STATEMENT_LIST)
    return body;
  tree only = NULL_TREE;
  for (tree_stmt_iterator i = tsi_start (body); !tsi_end_p (i); tsi_next (&i))
    {
      tree s = tsi_stmt (i);
      if (TREE_CODE (s) == DEBUG_BEGIN_STMT)	/* -g's statement markers */
	continue;
      if (TREE_CODE (s) == DECL_EXPR
	  && hpc_call_to_p (DECL_INITIAL (DECL_EXPR_DECL (s)),
			    "__hpc_over_begin"))
	continue;
      if (past_checks
	  && (hpc_call_to_p (hpc_strip (s), "__hpc_check_subscript")
	      || hpc_call_to_p (hpc_strip (s),
				"__hpc_check_subscript_expand")))
	continue;
      if (only)
	return NULL_TREE;
      only = s;
    }
  return only ? hpc_only_statement (only, past_checks) : NULL_TREE;
}

namespace {

/* The first part of E that may differ from one evaluation to another in
   C's bodies, or NULL_TREE: E is then built by arithmetic and calls of
   const functions from integer constants, variables fixed_var_p keeps
   in both and, where WITH_ROW, C's row, hpc_idx (x, row) and extra.  */
tree
variant_part (tree e, const hpc_stable_ctx &c, bool with_row)
{
  e = hpc_strip (e);
  if (c.row && (e == c.row || (c.extra && e == c.extra)
		|| hpc_row_index_p (e, c.x, c.row)))
    return with_row ? NULL_TREE : e;
  switch (TREE_CODE (e))
    {
    case INTEGER_CST:
      return NULL_TREE;
    case VAR_DECL: case PARM_DECL:
      return fixed_var_p (e, c.body) && (!c.body2 || fixed_var_p (e, c.body2))
	     ? NULL_TREE : e;
    case NEGATE_EXPR: case ABS_EXPR: case BIT_NOT_EXPR:
      return variant_part (TREE_OPERAND (e, 0), c, with_row);
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR:
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case MIN_EXPR: case MAX_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
      if (tree v = variant_part (TREE_OPERAND (e, 0), c, with_row))
	return v;
      return variant_part (TREE_OPERAND (e, 1), c, with_row);
    case CALL_EXPR:
      if (!hpc_const_call_p (e))
	return e;
      for (int k = 0; k < call_expr_nargs (e); k++)
	if (tree v = variant_part (CALL_EXPR_ARG (e, k), c, with_row))
	  return v;
      return NULL_TREE;
    default:
      return e;
    }
}

/* Why variable V, not a location, which fixed_var_p refuses, may change
   while the outer body runs.  */
const char *
why_var_changes (tree v)
{
  if (DECL_CONTEXT (v) != current_function_decl || TREE_STATIC (v)
      || DECL_EXTERNAL (v) || DECL_NONLOCAL (v))
    return "is static, global or used by a nested function: a call in the "
	   "rows may change it";
  if (TREE_THIS_VOLATILE (v))
    return "is volatile";
  if (TREE_ADDRESSABLE (v))
    return "has its address taken: a store through a pointer may change it";
  return "is changed by the outer body";
}

/* walk_tree callback: a location (an over index or at location).  */
tree
location_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (VAR_P (t)
	   && (hpc_call_to_p (DECL_INITIAL (t), "__hpc_over_begin")
	       || hpc_call_to_p (DECL_INITIAL (t), "__hpc_at_begin")))
    return t;
  return NULL_TREE;
}

/* A missed-optimisation note (missed.cc): the set-up of INNER, whose
   argument K reads VARIANT, stays in each row of the outer over.  */
void
note_not_hoisted (tree inner, int k, tree variant)
{
  static const char *const what[5] = { "range", "", "lower bound",
				       "upper bound", "stride" };
  const char *part = k < 5 ? what[k] : "ghost widths";
  location_t loc = EXPR_LOCATION (inner);
  tree place = walk_tree_without_duplicates (&variant, location_r, NULL);
  if (place && DECL_NAME (place))
    hpc_missed (loc, "inner over set up in every row: its %s depends on "
		"'%s', a location of the overs or at around it", part,
		IDENTIFIER_POINTER (DECL_NAME (place)));
  else if (VAR_P (variant) || TREE_CODE (variant) == PARM_DECL)
    hpc_missed (loc, "inner over set up in every row: its %s reads '%s', "
		"which %s", part,
		hpc_decl_name (variant, "a temporary"),
		why_var_changes (variant));
  else
    hpc_missed (loc, "inner over set up in every row: its %s is not built "
		"from constants, local variables and const functions", part);
}

} // anon namespace

bool
hpc_stable_p (tree e, const hpc_stable_ctx &c, bool with_row)
{
  return !variant_part (e, c, with_row);
}

/* Whether E has the same value wherever BODY evaluates it.  */
bool
hpc_invariant_p (tree e, tree body)
{
  hpc_stable_ctx c = { NULL_TREE, NULL_TREE, NULL_TREE, body, NULL_TREE };
  return !variant_part (e, c, false);
}

/* The inner over of the perfect nest OUTER whose set-up (range, bounds,
   stride) is the same for every row, or NULL_TREE (a missed note saying
   why where a part is not).  */
static tree
hoistable_inner_over (tree outer)
{
  tree body = FOR_BODY (outer), var;
  tree inner = hpc_only_statement (body, false);
  if (!inner || hpc_classify (inner, &var) != HPC_OVER)
    return NULL_TREE;
  tree begin = DECL_INITIAL (var);
  hpc_stable_ctx c = { NULL_TREE, NULL_TREE, NULL_TREE, body, NULL_TREE };
  for (int k = 0; k < call_expr_nargs (begin); k++)
    if (tree v = variant_part (CALL_EXPR_ARG (begin, k), c, false))
      {
	note_not_hoisted (inner, k, v);
	return NULL_TREE;
      }
  return inner;
}

/* The hoist stage: each over's inner over whose set-up lower.cc makes
   once a thread (its gate: not at -O0).  */
static void
hoist_over (const hpc_over_site &s, void *)
{
  hpc_decide_over (s.over).hoisted = hoistable_inner_over (s.over);
}

void
hpc_hoist_stage (tree fndecl)
{
  hpc_walk_overs (fndecl, hoist_over, NULL);
}

static void
print_hoisted (FILE *f, const hpc_over_site &, const hpc_over_decision &d)
{
  tree var;
  if (d.hoisted && hpc_classify (d.hoisted, &var) == HPC_OVER
      && DECL_NAME (var))
    fprintf (f, "hoist inner over %s", IDENTIFIER_POINTER (DECL_NAME (var)));
  else
    fprintf (f, "nothing hoisted");
}

void
hpc_dump_hoist (FILE *f, tree fndecl)
{
  hpc_dump_over_decisions (f, fndecl, "set-ups hoisted", print_hoisted);
}
