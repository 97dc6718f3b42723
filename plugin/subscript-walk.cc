/* subscript-walk.cc - the subscripts stage: one walk over each function
   that drives subscripts.cc.

   Each on / at / over binds its location to its header's range
   (hpc_bind_location) before its body is walked; each subscript of a
   distributed dimension becomes a storage offset, a run-time check or a
   global-index call, and a location used as a value is diagnosed
   (subscripts.cc); the checks that can run once are put before the
   construct, with the variables of the maps of aligned ranges declared
   around it.  Runs after checks.cc, which diagnoses headers and jumps
   and leaves the tree as it is: a header it rejected binds nothing
   here, a diagnosed jump stays (after an error the discard stage drops
   the body).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"

namespace {

/* Where the walk is.  */
struct walk_ctx
{
  location_t here;		/* the last statement or expression met */
  bool in_over;			/* inside some over body */
};

tree subscripts_r (tree *tp, int *walk_subtrees, void *data);

void
walk_with (tree *tp, walk_ctx *c)
{
  walk_tree (tp, subscripts_r, c, NULL);
}

/* *TP, the construct T binding VAR, as the checks that can run once
   before it (each at the construct's line for debuggers; each call's
   message still names its subscript's line), then T, in a block that
   declares the maps' variables.  */
void
put_entry_checks (tree *tp, tree var, tree checks)
{
  tree t = *tp;
  for (tree_stmt_iterator i = tsi_start (checks); !tsi_end_p (i);
       tsi_next (&i))
    SET_EXPR_LOCATION (tsi_stmt (i), EXPR_LOCATION (t));
  append_to_statement_list_force (hpc_aligned_version (var, t), &checks);
  tree vars = hpc_align_vars (var);
  *tp = vars ? hpc_bind (vars, checks) : checks;
}

void
enter_construct (tree *tp, hpc_construct k, tree var, walk_ctx *c)
{
  tree t = *tp;
  bool bound = k != HPC_ON && hpc_header_usable_p (var, k);
  walk_with (&DECL_INITIAL (var), c);
  if (bound)
    hpc_bind_location (var, &CALL_EXPR_ARG (DECL_INITIAL (var), 0),
		       FOR_BODY (t));
  walk_ctx inner = *c;
  inner.in_over |= k == HPC_OVER;
  walk_with (&FOR_BODY (t), &inner);
  if (tree checks = bound ? hpc_entry_checks (var) : NULL_TREE)
    put_entry_checks (tp, var, checks);
}

void
walk_block (tree t, walk_ctx *c)
{
  hpc_walk_block_decls (t, subscripts_r, c, NULL, &c->here);
  hpc_enter_block (t);
  walk_with (&BIND_EXPR_BODY (t), c);
  hpc_leave_block (t);
}

tree
subscripts_r (tree *tp, int *walk_subtrees, void *data)
{
  walk_ctx *c = (walk_ctx *) data;
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
    case MODIFY_EXPR:
    case INIT_EXPR:
      hpc_note_assigned (TREE_OPERAND (t, 0));
      break;
    case ARRAY_REF:
      hpc_lower_array_ref (tp, subscripts_r, c);
      *walk_subtrees = 0;
      break;
    case CALL_EXPR:
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
      /* An error (checks.cc): what it returns is not looked at.  */
      if (c->in_over)
	*walk_subtrees = 0;
      break;
    default:
      if (TYPE_P (t) || hpc_check_location_use (t, c->here))
	*walk_subtrees = 0;
      break;
    }
  return NULL_TREE;
}

} // anon namespace

void
hpc_lower_subscripts (tree fndecl)
{
  walk_ctx c = { UNKNOWN_LOCATION, false };
  hpc_subscripts_begin (fndecl);
  walk_with (&DECL_SAVED_TREE (fndecl), &c);
  hpc_subscripts_end (fndecl);
}
