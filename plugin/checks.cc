/* checks.cc - the diagnostics of jumps and construct headers: one walk
   over each function's GENERIC at PLUGIN_PRE_GENERICIZE, before the
   lowering.  It only reads the tree: what it diagnoses stays as it is,
   and the later stages, which still run after an error (for
   diagnostics of their own), must tolerate it; the discard stage drops
   the body before any code is made.

   - jumps: break / return / goto out of an over body, goto into one (a
     continue goes to the next location); break / continue in an on / at
     body with no loop (or switch) around the construct;
   - construct headers: over / at of something that is not a Range, on of
     something that is not a Group, bounds that are not integers,
     hpc_expand's widths (expand.cc takes the call apart), hpc_expand
     anywhere else;
   - sections a[[...]] with the wrong number of entries.
   With -fchecking, unless an earlier error was seen, the walk verifies
   that it left the tree unchanged (as -fdump-tree-original prints it).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "hash-set.h"
#include "c-family/c-pretty-print.h"

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
  tree expand;			/* the hpc_expand call of the header walked */
  hash_set<tree> *visited;
  /* gotos diagnosed already (a nest's overs each look at every goto).  */
  hash_set<tree> *bad_gotos;
};

tree check_r (tree *tp, int *walk_subtrees, void *data);

/* Each node once: the front end shares nodes (u[k] += e holds one
   reference twice), and a diagnostic is given once.  */
void
walk_with (tree *tp, check_ctx *c)
{
  walk_tree (tp, check_r, c, c->visited);
}

void
check_break (tree t, check_ctx *c)
{
  if (c->inner == HPC_NOT_CONSTRUCT
      || c->loops_in_inner + c->switches_in_inner > 0)
    return;
  location_t loc = EXPR_LOCATION (t);
  if (c->inner == HPC_OVER)
    {
      error_at (loc, "%<break%> statement jumps out of %<over%> body");
      inform (c->inner_loc, "%<over%> construct is here");
    }
  else if (c->loops + c->switches == 0)
    error_at (loc, "break statement not within loop or switch");
}

void
check_continue (tree t, check_ctx *c)
{
  if (c->inner == HPC_NOT_CONSTRUCT || c->inner == HPC_OVER
      || c->loops_in_inner > 0)
    return;
  if (c->loops == 0)
    error_at (EXPR_LOCATION (t), "continue statement not within a loop");
}

/* over (i = hpc_expand (x, below, above) | ...): the call must have a
   range and two widths, non-negative integer constants (expand.cc takes
   it apart).  */
void
check_expand (tree init, location_t loc)
{
  tree e = hpc_strip (CALL_EXPR_ARG (init, 0));
  if (!hpc_call_to_p (e, "__hpc_expand") || call_expr_nargs (init) != 5)
    return;
  if (call_expr_nargs (e) != 3)
    {
      error_at (loc, "%<hpc_expand%> takes a range and one or two widths");
      return;
    }
  if (!hpc_expand_width (CALL_EXPR_ARG (e, 1))
      || !hpc_expand_width (CALL_EXPR_ARG (e, 2)))
    error_at (loc, "the widths of %<hpc_expand%> "
	      "must be non-negative integer constants");
}

/* The range or group the header INIT of a construct names (through an
   hpc_expand call), or NULL_TREE when the front end already rejected
   the header (nothing of it may be looked at then).  */
tree
header_operand (tree init)
{
  if (!init || TREE_CODE (init) != CALL_EXPR || call_expr_nargs (init) < 1
      || CALL_EXPR_ARG (init, 0) == error_mark_node)
    return NULL_TREE;
  if (tree e = hpc_expand_call (init))
    return CALL_EXPR_ARG (e, 0);
  return CALL_EXPR_ARG (init, 0);
}

/* Check the construct's header: a Range or a Group, then integers.  */
void
check_header (tree t, hpc_construct k, tree var)
{
  location_t loc = EXPR_LOCATION (t);
  tree init = DECL_INITIAL (var);
  tree arg = header_operand (init);
  if (!arg)
    return;
  if (k == HPC_OVER)
    check_expand (init, loc);
  if (k == HPC_ON)
    {
      tree group = TREE_TYPE (hpc_runtime_decl ("hpc_apg"));
      group = TREE_TYPE (group);
      if (TYPE_MAIN_VARIANT (TREE_TYPE (arg)) != TYPE_MAIN_VARIANT (group))
	error_at (EXPR_LOC_OR_LOC (arg, loc), "%<on%> needs a process group "
		  "(a %<Group%> or a %<ProcsN%>), not %qT", TREE_TYPE (arg));
      return;
    }
  if (!hpc_range_type_p (arg))
    {
      error_at (EXPR_LOC_OR_LOC (arg, loc), "%qs needs a Range, not %qT",
		construct_name (k), TREE_TYPE (arg));
      return;
    }
  /* The rest: at's global index, over's mask, bounds and stride.  */
  for (int i = 1; i < call_expr_nargs (init); i++)
    {
      tree a = CALL_EXPR_ARG (init, i);
      if (a != error_mark_node && TREE_TYPE (a) != error_mark_node
	  && !INTEGRAL_TYPE_P (TREE_TYPE (a)))
	error_at (EXPR_LOC_OR_LOC (a, loc), "%qs needs integer %s, not %qT",
		  construct_name (k), k == HPC_AT ? "indices"
		  : "triplet bounds and strides", TREE_TYPE (a));
    }
}

void check_over_gotos (tree t, check_ctx *c);

void
enter_construct (tree t, hpc_construct k, tree var, check_ctx *c)
{
  check_header (t, k, var);
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
  /* The hpc_expand call of the header is its range, not a misuse.  */
  tree outer_expand = c->expand;
  c->expand = hpc_expand_call (DECL_INITIAL (var));
  walk_with (&DECL_INITIAL (var), c);
  c->expand = outer_expand;
  walk_with (&FOR_BODY (t), &inner);
  if (k == HPC_OVER)
    check_over_gotos (t, c);
}

void
walk_block (tree t, check_ctx *c)
{
  hpc_walk_block_decls (t, check_r, c, c->visited, &c->here);
  walk_with (&BIND_EXPR_BODY (t), c);
}

void
enter_loop (tree t, check_ctx *c, bool is_switch)
{
  check_ctx inner = *c;
  if (c->inner == HPC_NOT_CONSTRUCT)
    (is_switch ? inner.switches : inner.loops)++;
  else
    (is_switch ? inner.switches_in_inner : inner.loops_in_inner)++;
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
      enter_construct (t, k, var, c);
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case FOR_STMT: case WHILE_STMT: case DO_STMT: case SWITCH_STMT:
      enter_loop (t, c, TREE_CODE (t) == SWITCH_STMT);
      *walk_subtrees = 0;
      break;
    case BREAK_STMT:
      check_break (t, c);
      break;
    case CONTINUE_STMT:
      check_continue (t, c);
      break;
    case CALL_EXPR:
      if (hpc_call_to_p (t, "__hpc_expand") && t != c->expand)
	error_at (linemap_resolve_location (line_table,
					    EXPR_LOC_OR_LOC (t, c->here),
					    LRK_MACRO_EXPANSION_POINT, NULL),
		  "%<hpc_expand%> is only the "
		  "range of an %<over%>: %<over (i = hpc_expand (x, w)) S%>");
      hpc_check_section_call (t);
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
	  *walk_subtrees = 0;
	}
      break;
    default:
      if (TYPE_P (t))
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
  hash_set<tree> *diagnosed;	/* gotos an inner over diagnosed */
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
  if (target_inside == g->in_body || g->diagnosed->add (*tp))
    return NULL_TREE;
  if (g->in_body)
    error_at (EXPR_LOCATION (*tp), "%<goto%> jumps out of %<over%> body");
  else
    error_at (EXPR_LOCATION (*tp), "%<goto%> jumps into %<over%> body");
  inform (g->over_loc, "%<over%> construct is here");
  return NULL_TREE;
}

/* Diagnose gotos across the boundary of the over loop T's body.  */
void
check_over_gotos (tree t, check_ctx *c)
{
  hash_set<tree> inside;
  walk_tree (&FOR_BODY (t), collect_labels_r, &inside, NULL);
  goto_ctx g = { &inside, FOR_BODY (t), EXPR_LOCATION (t), false,
		 c->bad_gotos };
  walk_tree (&DECL_SAVED_TREE (current_function_decl), check_goto_r, &g,
	     NULL);
}

/* The function's tree as -fdump-tree-original prints it.  */
char *
printed (tree fndecl)
{
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  print_c_tree (f, DECL_SAVED_TREE (fndecl));
  fclose (f);
  return text;
}

} // anon namespace

void
hpc_check_function (tree fndecl)
{
  /* The front end's erroneous trees do not all print.  */
  char *before = flag_checking && !seen_error () ? printed (fndecl) : NULL;
  hash_set<tree> visited, bad_gotos;
  check_ctx c;
  memset (&c, 0, sizeof c);
  c.inner = HPC_NOT_CONSTRUCT;
  c.visited = &visited;
  c.bad_gotos = &bad_gotos;
  walk_with (&DECL_SAVED_TREE (fndecl), &c);
  if (before)
    {
      /* The later stages rely on seeing the tree as written.  */
      char *after = printed (fndecl);
      gcc_assert (!strcmp (before, after));
      free (after);
      free (before);
    }
}

/* Whether the header of the construct binding VAR (of kind K) names a
   Range for an over or at, a process group or not for an on, and was
   accepted by the front end: whether a later stage may read it (this
   stage diagnoses what it is not).  */
bool
hpc_header_usable_p (tree var, hpc_construct k)
{
  tree arg = header_operand (DECL_INITIAL (var));
  return arg && (k == HPC_ON || hpc_range_type_p (arg));
}
