/* checks.cc - the diagnostics of the HPC plugin: one walk over each
   function's GENERIC at PLUGIN_PRE_GENERICIZE, before the lowering.

   - jumps: break / return / goto out of an over body, goto into one (a
     continue goes to the next location); break / continue in an on / at
     body with no loop (or switch) around the construct;
   - construct headers: over / at of something that is not a Range, on of
     something that is not a Group;
   (what an over body does to outer variables is reductions.cc's).
   A diagnosed jump is replaced by an empty statement, so the later GCC
   stages never meet it.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"

namespace {

const char *
construct_name (hpc_construct k)
{
  return k == HPC_OVER ? "over" : k == HPC_AT ? "at" : "on";
}

/* Where the walk is.  */
struct check_ctx
{
  int loops;			/* loops around, outside any construct body */
  int switches;
  hpc_construct inner;		/* innermost construct, if any */
  location_t inner_loc;
  int loops_in_inner;		/* loops/switches between it and here */
  int switches_in_inner;
  bool in_over;			/* inside some over body */
  location_t over_loc;
  location_t here;		/* the last statement or expression met */
};

tree check_r (tree *tp, int *walk_subtrees, void *data);

void
walk_with (tree *tp, check_ctx *c)
{
  walk_tree (tp, check_r, c, NULL);
}

void
remove_stmt (tree *tp)
{
  *tp = build_empty_stmt (EXPR_LOCATION (*tp));
}

void
check_break (tree *tp, check_ctx *c)
{
  if (c->inner == HPC_NOT_CONSTRUCT
      || c->loops_in_inner + c->switches_in_inner > 0)
    return;
  location_t loc = EXPR_LOCATION (*tp);
  if (c->inner == HPC_OVER)
    {
      error_at (loc, "%<break%> statement jumps out of %<over%> body");
      inform (c->inner_loc, "%<over%> construct is here");
      remove_stmt (tp);
    }
  else if (c->loops + c->switches == 0)
    {
      error_at (loc, "break statement not within loop or switch");
      remove_stmt (tp);
    }
}

void
check_continue (tree *tp, check_ctx *c)
{
  if (c->inner == HPC_NOT_CONSTRUCT || c->inner == HPC_OVER
      || c->loops_in_inner > 0)
    return;
  if (c->loops == 0)
    {
      error_at (EXPR_LOCATION (*tp), "continue statement not within a loop");
      remove_stmt (tp);
    }
}

/* over (i = hpc_expand (x, below, above) | ...): VAR's marker becomes
   __hpc_over_begin (x, mask, lo, hi, st, BELOW, ABOVE), the widths
   non-negative integer constants (the subscript checks and the
   lowering read them there).  */
void
take_expand_apart (tree var, location_t loc)
{
  tree init = DECL_INITIAL (var);
  tree e = hpc_strip (CALL_EXPR_ARG (init, 0));
  if (!hpc_call_to_p (e, "__hpc_expand") || call_expr_nargs (init) != 5)
    return;
  if (call_expr_nargs (e) != 3)
    {
      error_at (loc, "%<hpc_expand%> takes a range and one or two widths");
      return;
    }
  tree args[7];
  for (int k = 0; k < 5; k++)
    args[k] = CALL_EXPR_ARG (init, k);
  args[0] = CALL_EXPR_ARG (e, 0);
  bool bad = false;
  for (int k = 1; k <= 2; k++)
    {
      tree w = CALL_EXPR_ARG (e, k);
      if (w == error_mark_node || !INTEGRAL_TYPE_P (TREE_TYPE (w)))
	{
	  bad = true;
	  continue;
	}
      w = fold_convert (long_integer_type_node, fold (w));
      args[4 + k] = w;
      bad |= (TREE_CODE (w) != INTEGER_CST || !tree_fits_shwi_p (w)
	      || tree_to_shwi (w) < 0);
    }
  if (bad)
    {
      error_at (loc, "the widths of %<hpc_expand%> "
		"must be non-negative integer constants");
      args[5] = args[6] = build_int_cst (long_integer_type_node, 0);
    }
  DECL_INITIAL (var) = build_call_array_loc (EXPR_LOCATION (init),
					     TREE_TYPE (init),
					     CALL_EXPR_FN (init), 7, args);
}

/* Check the construct's header: a Range or a Group, then integers.
   Returns false when the front end already rejected it (nothing of the
   header may be looked at then).  */
bool
check_header (tree t, hpc_construct k, tree var)
{
  location_t loc = EXPR_LOCATION (t);
  tree init = DECL_INITIAL (var);
  /* A header the front end already rejected: nothing more to say.  */
  if (!init || TREE_CODE (init) != CALL_EXPR || call_expr_nargs (init) < 1
      || CALL_EXPR_ARG (init, 0) == error_mark_node)
    return false;
  if (k == HPC_OVER)
    {
      take_expand_apart (var, loc);
      init = DECL_INITIAL (var);
    }
  tree arg = CALL_EXPR_ARG (init, 0);
  if (k == HPC_ON)
    {
      tree group = TREE_TYPE (hpc_runtime_decl ("hpc_apg"));
      group = TREE_TYPE (group);
      if (TYPE_MAIN_VARIANT (TREE_TYPE (arg)) != TYPE_MAIN_VARIANT (group))
	error_at (EXPR_LOC_OR_LOC (arg, loc), "%<on%> needs a process group "
		  "(a %<Group%> or a %<ProcsN%>), not %qT", TREE_TYPE (arg));
      return true;
    }
  if (!hpc_range_type_p (arg))
    {
      /* No location is bound to what is not a range: its subscripts
	 would be checked against it.  */
      error_at (EXPR_LOC_OR_LOC (arg, loc), "%qs needs a Range, not %qT",
		construct_name (k), TREE_TYPE (arg));
      return false;
    }
  /* The rest: at's global index, over's mask, bounds and stride.  */
  for (int i = 1; i < call_expr_nargs (init); i++)
    {
      tree a = CALL_EXPR_ARG (init, i);
      if (a != error_mark_node && TREE_TYPE (a) != error_mark_node
	  && !INTEGRAL_TYPE_P (TREE_TYPE (a)))
	{
	  error_at (EXPR_LOC_OR_LOC (a, loc), "%qs needs integer %s, not %qT",
		    construct_name (k), k == HPC_AT ? "indices"
		    : "triplet bounds and strides", TREE_TYPE (a));
	  CALL_EXPR_ARG (init, i) = integer_zero_node;
	}
    }
  return true;
}

void
enter_construct (tree *tp, hpc_construct k, tree var, check_ctx *c)
{
  tree t = *tp;
  bool header_ok = check_header (t, k, var);
  check_ctx inner = *c;
  if (c->inner != HPC_NOT_CONSTRUCT)
    {
      inner.loops += c->loops_in_inner;
      inner.switches += c->switches_in_inner;
    }
  inner.inner = k;
  inner.inner_loc = EXPR_LOCATION (t);
  inner.loops_in_inner = inner.switches_in_inner = 0;
  if (k == HPC_OVER && !c->in_over)
    {
      inner.in_over = true;
      inner.over_loc = EXPR_LOCATION (t);
    }
  walk_with (&DECL_INITIAL (var), c);
  if (k != HPC_ON && header_ok)
    hpc_bind_location (var, &CALL_EXPR_ARG (DECL_INITIAL (var), 0),
		       FOR_BODY (t));
  walk_with (&FOR_BODY (t), &inner);
  if (k == HPC_OVER)
    hpc_check_over_gotos (t);
  /* Subscript checks that can run once, before the construct.  */
  if (tree checks = k != HPC_ON && header_ok ? hpc_entry_checks (var)
					     : NULL_TREE)
    {
      /* At the construct's line for debuggers; each call's message
	 still names its subscript's line.  */
      for (tree_stmt_iterator i = tsi_start (checks); !tsi_end_p (i);
	   tsi_next (&i))
	SET_EXPR_LOCATION (tsi_stmt (i), EXPR_LOCATION (t));
      append_to_statement_list_force (hpc_aligned_version (var, t), &checks);
      /* The variables holding the maps of aligned ranges (subscripts.cc)
	 are declared around the construct and its checks.  */
      if (tree vars = hpc_align_vars (var))
	{
	  checks = build3 (BIND_EXPR, void_type_node, vars, checks,
			   NULL_TREE);
	  TREE_SIDE_EFFECTS (checks) = 1;
	}
      *tp = checks;
    }
}

/* Whether D is the variable an on / at / over binds (its initialiser,
   the construct's header, is walked with the construct).  */
bool
construct_var_p (tree d)
{
  tree init = DECL_INITIAL (d);
  return hpc_call_to_p (init, "__hpc_over_begin")
	 || hpc_call_to_p (init, "__hpc_at_begin")
	 || hpc_call_to_p (init, "__hpc_on_begin");
}

/* The block T: its variables' initialisers (walk_tree's order), each
   diagnosed at its declaration's line, then its body.  */
void
walk_block (tree t, check_ctx *c)
{
  for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
    {
      if (construct_var_p (d))
	continue;
      c->here = DECL_SOURCE_LOCATION (d);
      walk_with (&DECL_INITIAL (d), c);
      walk_with (&DECL_SIZE (d), c);
      walk_with (&DECL_SIZE_UNIT (d), c);
    }
  hpc_enter_block (t);
  walk_with (&BIND_EXPR_BODY (t), c);
  hpc_leave_block (t);
}

void
enter_loop (tree *tp, check_ctx *c, bool is_switch)
{
  check_ctx inner = *c;
  if (c->inner == HPC_NOT_CONSTRUCT)
    (is_switch ? inner.switches : inner.loops)++;
  else
    (is_switch ? inner.switches_in_inner : inner.loops_in_inner)++;
  tree t = *tp;
  for (int k = 0; k < TREE_OPERAND_LENGTH (t); k++)
    walk_with (&TREE_OPERAND (t, k), &inner);
}

tree
check_r (tree *tp, int *walk_subtrees, void *data)
{
  check_ctx *c = (check_ctx *) data;
  tree t = *tp;
  if (EXPR_P (t) && EXPR_HAS_LOCATION (t))
    c->here = EXPR_LOCATION (t);
  tree var = NULL_TREE;
  hpc_construct k = hpc_classify (t, &var);
  if (k != HPC_NOT_CONSTRUCT)
    {
      enter_construct (tp, k, var, c);
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case FOR_STMT:
    case WHILE_STMT:
    case DO_STMT:
    case SWITCH_STMT:
      enter_loop (tp, c, TREE_CODE (t) == SWITCH_STMT);
      *walk_subtrees = 0;
      break;
    case BREAK_STMT:
      check_break (tp, c);
      break;
    case CONTINUE_STMT:
      check_continue (tp, c);
      break;
    case MODIFY_EXPR:
    case INIT_EXPR:
      hpc_note_assigned (TREE_OPERAND (t, 0));
      break;
    case ARRAY_REF:
      hpc_check_array_ref (tp, check_r, c);
      *walk_subtrees = 0;
      break;
    case CALL_EXPR:
      /* What an over's header holds is taken apart before this.  */
      if (hpc_call_to_p (t, "__hpc_expand"))
	error_at (linemap_resolve_location (line_table,
					    EXPR_LOC_OR_LOC (t, c->here),
					    LRK_MACRO_EXPANSION_POINT, NULL),
		  "%<hpc_expand%> is only the "
		  "range of an %<over%>: %<over (i = hpc_expand (x, w)) S%>");
      hpc_check_section_call (t);
      if (hpc_idx_of_location_p (t))
	{
	  walk_with (&CALL_EXPR_ARG (t, 0), c);
	  *walk_subtrees = 0;
	}
      break;
    case BIND_EXPR:
      walk_block (t, c);
      *walk_subtrees = 0;
      break;
    case RETURN_EXPR:
      if (c->in_over)
	{
	  error_at (EXPR_LOCATION (t), "%<return%> statement inside "
		    "%<over%> body");
	  inform (c->over_loc, "%<over%> construct is here");
	  remove_stmt (tp);
	  *walk_subtrees = 0;
	}
      break;
    default:
      if (TYPE_P (t) || hpc_check_location_use (t, c->here))
	*walk_subtrees = 0;
      break;
    }
  return NULL_TREE;
}

/* ------------------------------------------------------------ gotos */

tree
collect_labels_r (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == LABEL_EXPR)
    ((hash_set<tree> *) data)->add (LABEL_EXPR_LABEL (*tp));
  return NULL_TREE;
}

struct goto_ctx
{
  hash_set<tree> *inside;	/* labels defined in the over body */
  tree body;
  location_t over_loc;
  bool in_body;
};

/* A goto inside the body to a label outside, or outside to inside.  */
tree
check_goto_r (tree *tp, int *walk_subtrees, void *data)
{
  goto_ctx *g = (goto_ctx *) data;
  if (*tp == g->body && !g->in_body)
    {
      g->in_body = true;
      walk_tree (tp, check_goto_r, g, NULL);
      g->in_body = false;
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) != GOTO_EXPR
      || TREE_CODE (GOTO_DESTINATION (*tp)) != LABEL_DECL)
    return NULL_TREE;
  bool target_inside = g->inside->contains (GOTO_DESTINATION (*tp));
  if (target_inside == g->in_body)
    return NULL_TREE;
  if (g->in_body)
    error_at (EXPR_LOCATION (*tp), "%<goto%> jumps out of %<over%> body");
  else
    error_at (EXPR_LOCATION (*tp), "%<goto%> jumps into %<over%> body");
  inform (g->over_loc, "%<over%> construct is here");
  remove_stmt (tp);
  return NULL_TREE;
}

} // anon namespace

/* Diagnose gotos across the boundary of the over loop T's body.  */
void
hpc_check_over_gotos (tree t)
{
  hash_set<tree> inside;
  walk_tree (&FOR_BODY (t), collect_labels_r, &inside, NULL);
  goto_ctx g = { &inside, FOR_BODY (t), EXPR_LOCATION (t), false };
  walk_tree (&DECL_SAVED_TREE (current_function_decl), check_goto_r, &g,
	     NULL);
}

void
hpc_check_function (tree fndecl)
{
  check_ctx c;
  memset (&c, 0, sizeof c);
  c.inner = HPC_NOT_CONSTRUCT;
  hpc_subscripts_begin (fndecl);
  walk_with (&DECL_SAVED_TREE (fndecl), &c);
  hpc_subscripts_end (fndecl);
}
