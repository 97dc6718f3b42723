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
   They are invariant when built, by arithmetic, from integer constants
   and variables of the function that the outer body neither declares,
   assigns, increments nor takes the address of, that no pointer reaches
   (not addressable, not static or global, not used by a nested
   function), and that are not locations (an over index or at location
   changes from one iteration to the next).  -g's statement markers do
   not count as statements of the outer body.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"

namespace {

/* A statement or expression of a body that may change V: an assignment,
   increment or decrement of V, its address taken, its declaration, or an
   asm (whose outputs are not worth telling apart).  */
tree
changes_var_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp, v = (tree) data;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case MODIFY_EXPR: case INIT_EXPR: case ADDR_EXPR:
    case PREINCREMENT_EXPR: case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR: case POSTDECREMENT_EXPR:
      return hpc_strip (TREE_OPERAND (t, 0)) == v ? t : NULL_TREE;
    case DECL_EXPR:
      return DECL_EXPR_DECL (t) == v ? t : NULL_TREE;
    case ASM_EXPR:
      return t;
    default:
      return NULL_TREE;
    }
}

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
  return !walk_tree_without_duplicates (&body, changes_var_r, v);
}

/* changes_var_r, but not counting V's declaration.  */
tree
changes_declared_var_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == DECL_EXPR)
    return NULL_TREE;
  return changes_var_r (tp, walk_subtrees, data);
}

} // anon namespace

bool
hpc_changed_after_declaration_p (tree v, tree body)
{
  return TREE_ADDRESSABLE (v)
	 || walk_tree_without_duplicates (&body, changes_declared_var_r, v);
}

/* Whether E has the same value wherever BODY evaluates it.  */
bool
hpc_invariant_p (tree e, tree body)
{
  e = hpc_strip (e);
  switch (TREE_CODE (e))
    {
    case INTEGER_CST:
      return true;
    case VAR_DECL: case PARM_DECL:
      return fixed_var_p (e, body);
    case NEGATE_EXPR: case ABS_EXPR:
      return hpc_invariant_p (TREE_OPERAND (e, 0), body);
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR:
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR:
    case MIN_EXPR: case MAX_EXPR:
      return hpc_invariant_p (TREE_OPERAND (e, 0), body)
	     && hpc_invariant_p (TREE_OPERAND (e, 1), body);
    default:
      return false;
    }
}

bool
hpc_stable_p (tree e, const hpc_stable_ctx &c, bool with_row)
{
  e = hpc_strip (e);
  if (e == c.row || (c.extra && e == c.extra))
    return with_row;
  if (hpc_call_to_p (e, "__hpc_idx") && call_expr_nargs (e) == 2
      && hpc_strip (CALL_EXPR_ARG (e, 0)) == c.x
      && hpc_strip (CALL_EXPR_ARG (e, 1)) == c.row)
    return with_row;
  switch (TREE_CODE (e))
    {
    case VAR_DECL: case PARM_DECL:
      return hpc_invariant_p (e, c.body)
	     && (!c.body2 || hpc_invariant_p (e, c.body2));
    case INTEGER_CST:
      return true;
    case NEGATE_EXPR:
      return hpc_stable_p (TREE_OPERAND (e, 0), c, with_row);
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR:
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case MIN_EXPR: case MAX_EXPR:
      return hpc_stable_p (TREE_OPERAND (e, 0), c, with_row)
	     && hpc_stable_p (TREE_OPERAND (e, 1), c, with_row);
    default:
      return false;
    }
}

/* The one statement of BODY (through braces and the declaration of the
   inner loop's own index; PAST_CHECKS: and the subscript checks made at
   an over's entry, subscripts.cc), or NULL_TREE when it has more.  */
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
      if (past_checks && hpc_call_to_p (hpc_strip (s),
					 "__hpc_check_subscript"))
	continue;
      if (only)
	return NULL_TREE;
      only = s;
    }
  return only ? hpc_only_statement (only, past_checks) : NULL_TREE;
}

tree
hpc_hoistable_inner_over (tree outer)
{
  tree body = FOR_BODY (outer), var;
  tree inner = hpc_only_statement (body, false);
  if (!inner || hpc_classify (inner, &var) != HPC_OVER)
    return NULL_TREE;
  tree begin = DECL_INITIAL (var);
  for (int k = 0; k < call_expr_nargs (begin); k++)
    if (!hpc_invariant_p (CALL_EXPR_ARG (begin, k), body))
      return NULL_TREE;
  return inner;
}
