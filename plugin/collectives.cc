/* collectives.cc - collective calls that not every process reaches.

   Every process of a collective's group must make the call (reference
   §7).  Where the compiler sees that some may not, it says so, before
   the lowering:
     - a collective call inside an over body is an error (the body runs
       once per location, possibly on several threads);
     - one under a condition that may differ between processes is a
       warning (the processes that skip it leave the others waiting);
     - one inside an at body on a distributed array declared outside it
       is a warning (only the location's holders make it, but the array's
       whole group must).

   A condition "may differ between processes" when it reads, within the
   function: the result of a call that differs by process (hpc_rank,
   hpc_coord, hpc_member, hpc_group_rank, hpc_local_size,
   hpc_array_extent, hpc_array_offset, hpc_array_stride; the rank
   MPI_Comm_rank / MPI_Group_rank store); an element of an array with a
   distributed dimension; or a variable assigned from any of these.
   Everything else is taken to be alike on every process: constants,
   loop counters, parameters, global sizes and owners (hpc_size,
   hpc_owner), results of collectives (hpc_sum).  A return, break or
   continue under such a condition makes the rest of the function (of
   the loop) conditional too.  -fplugin-arg-hpc-no-warnings silences
   the warnings.

   Also here: hpc_write_png of an array of other elements than float or
   double (hpc.h picks __hpc_write_png_other) is an error in the user's
   terms.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "hash-set.h"
#include <string>

namespace {

/* libhpc's calls that communicate (the names the macros of hpc.h call);
   an entry ending in '_' stands for the typed family (hpc_sum_float...).  */
const char *const collective_calls[] = {
  "hpc_init", "hpc_procs", "hpc_procs1", "hpc_procs2", "hpc_procs3",
  "hpc_write_halo_w", "hpc_write_halo_mode", "hpc_write_halo_begin_w",
  "hpc_write_halo_begin_mode", "hpc_write_halo_end", "hpc_reduce_halo",
  "hpc_reduce_halo_mode", "hpc_shift", "hpc_cshift", "hpc_remap",
  "hpc_sum_", "hpc_prod_", "hpc_max_", "hpc_min_", "hpc_maxloc_",
  "hpc_minloc_", "hpc_any_true", "hpc_all_true", "hpc_reduce",
  "hpc_dot_", "hpc_prefix_sum_", "hpc_bcast_elem", "hpc_gather",
  "hpc_scatter", "hpc_write_npy", "hpc_read_npy", "hpc_describe",
  "hpc_write_png_float", "hpc_write_png_double", "hpc_write_owner_png",
  "hpc_scalapack_desc",
};

/* Calls whose result may differ between processes.  */
const char *const local_value_calls[] = {
  "hpc_rank", "hpc_coord", "hpc_member", "hpc_group_rank",
  "hpc_local_size", "hpc_array_extent", "hpc_array_offset",
  "hpc_array_stride",
};

/* MPI calls storing a value that differs by process through their last
   argument.  */
const char *const rank_out_calls[] = { "MPI_Comm_rank", "MPI_Group_rank" };

bool
name_in_p (const char *name, const char *const *list, size_t n)
{
  for (size_t k = 0; k < n; k++)
    {
      size_t len = strlen (list[k]);
      if (list[k][len - 1] == '_' ? !strncmp (name, list[k], len)
	  : !strcmp (name, list[k]))
	return true;
    }
  return false;
}

/* The name the user called the function of CALL by: the outermost
   macro of hpc.h the call comes from (hpc_sum (u) calls hpc_sum_double,
   hpc_write_halo (u) hpc_write_halo_w), else the function's NAME.  */
const char *
spelled_name (tree call, const char *name)
{
  location_t loc = EXPR_LOCATION (call);
  while (linemap_location_from_macro_expansion_p (line_table, loc))
    {
      const line_map_macro *map
	= linemap_check_macro (linemap_lookup (line_table, loc));
      const char *macro = linemap_map_get_macro_name (map);
      if (!strncmp (macro, "hpc_", 4))
	name = macro;
      loc = MACRO_MAP_EXPANSION_POINT_LOCATION (map);
    }
  return name;
}

/* The collective T calls, as the user spells it, or NULL.  */
const char *
collective_name (tree t)
{
  if (TREE_CODE (t) != CALL_EXPR || !hpc_library_call_p (t))
    return NULL;
  const char *name = hpc_callee_name (t);
  if (!name_in_p (name, collective_calls, ARRAY_SIZE (collective_calls)))
    return NULL;
  return spelled_name (t, name);
}

/* Where the user wrote the call (hpc.h's macros expand it).  */
location_t
user_location (tree t)
{
  location_t loc = EXPR_LOC_OR_LOC (t, input_location);
  return linemap_resolve_location (line_table, loc,
				   LRK_MACRO_EXPANSION_POINT, NULL);
}

/* ------------------------------------------------------------ values */

/* The variables of the function that may hold a value that differs
   between processes.  */
struct local_values
{
  hash_set<tree> vars;
  bool changed;
};

/* Whether an array with a distributed dimension is read by E.  */
bool
distributed_element_p (tree ref)
{
  ref = hpc_lvalue_base (ref);
  if (!ref || !hpc_distributed_p (ref))
    return false;
  tree attr = lookup_attribute ("hpc_dist", DECL_ATTRIBUTES (ref));
  for (tree e = TREE_VALUE (attr); e; e = TREE_CHAIN (e))
    if (hpc_range_type_p (TREE_VALUE (e)))
      return true;
  return false;
}

tree
differs_r (tree *tp, int *walk_subtrees, void *data)
{
  local_values *lv = (local_values *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == CALL_EXPR)
    {
      const char *name = hpc_callee_name (t);
      if (name && hpc_library_call_p (t)
	  && name_in_p (name, local_value_calls,
			ARRAY_SIZE (local_value_calls)))
	return t;
      /* A collective's result is the same on every process.  */
      if (collective_name (t))
	*walk_subtrees = 0;
    }
  else if (TREE_CODE (t) == ARRAY_REF)
    {
      if (distributed_element_p (t))
	return t;
    }
  else if ((VAR_P (t) || TREE_CODE (t) == PARM_DECL)
	   && lv->vars.contains (t))
    return t;
  return NULL_TREE;
}

/* Whether E may differ between processes.  */
bool
differs_p (tree e, local_values *lv)
{
  return e && walk_tree_without_duplicates (&e, differs_r, lv);
}

/* The variable an assignment to LHS writes (a plain array's element, a
   member or a part of a complex counts as the variable), or NULL_TREE.  */
tree
assigned_var (tree lhs)
{
  lhs = hpc_lvalue_base (lhs);
  return lhs && (VAR_P (lhs) || TREE_CODE (lhs) == PARM_DECL) ? lhs
	 : NULL_TREE;
}

void
note_differing (tree var, local_values *lv)
{
  if (var && !lv->vars.add (var))
    lv->changed = true;
}

tree
collect_values_r (tree *tp, int *walk_subtrees, void *data)
{
  local_values *lv = (local_values *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  switch (TREE_CODE (t))
    {
    case MODIFY_EXPR:
    case INIT_EXPR:
      if (differs_p (TREE_OPERAND (t, 1), lv))
	note_differing (assigned_var (TREE_OPERAND (t, 0)), lv);
      break;
    case BIND_EXPR:
      for (tree v = BIND_EXPR_VARS (t); v; v = DECL_CHAIN (v))
	if (VAR_P (v) && differs_p (DECL_INITIAL (v), lv))
	  note_differing (v, lv);
      break;
    case CALL_EXPR:
      {
	const char *name = hpc_callee_name (t);
	int n = call_expr_nargs (t);
	if (name && n > 0 && name_in_p (name, rank_out_calls,
					ARRAY_SIZE (rank_out_calls)))
	  {
	    tree out = CALL_EXPR_ARG (t, n - 1);
	    STRIP_NOPS (out);
	    if (TREE_CODE (out) == ADDR_EXPR)
	      note_differing (assigned_var (TREE_OPERAND (out, 0)), lv);
	  }
	break;
      }
    default:
      break;
    }
  return NULL_TREE;
}

/* Fill LV for the body of FNDECL: assignments until nothing changes.  */
void
collect_local_values (tree fndecl, local_values *lv)
{
  do
    {
      lv->changed = false;
      walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
				    collect_values_r, lv);
    }
  while (lv->changed);
}

/* ------------------------------------------------------------ the walk */

struct coll_ctx
{
  local_values *lv;
  tree cond;			/* innermost condition that may differ */
  tree *loop_exit;		/* break/continue under one: the loop's rest */
  tree *function_exit;		/* return/goto under one: the function's rest */
  location_t over_loc;		/* inside an over body, else UNKNOWN */
  location_t at_loc;		/* inside an at body, else UNKNOWN */
  hash_set<tree> *at_arrays;	/* the arrays declared in that at body */
};

tree coll_r (tree *tp, int *walk_subtrees, void *data);

void
walk_with (tree *tp, coll_ctx *c)
{
  walk_tree (tp, coll_r, c, NULL);
}

/* The condition that may differ under which the walk is, or NULL.  */
tree
current_condition (coll_ctx *c)
{
  if (c->cond)
    return c->cond;
  if (*c->loop_exit)
    return *c->loop_exit;
  return *c->function_exit;
}

void
walk_under (tree *tp, tree cond, coll_ctx *c)
{
  coll_ctx inner = *c;
  if (cond && differs_p (cond, c->lv))
    inner.cond = cond;
  walk_with (tp, &inner);
}

/* The distributed array a collective's argument ARG names, or NULL.  */
tree
array_argument (tree arg)
{
  STRIP_NOPS (arg);
  if (TREE_CODE (arg) == ADDR_EXPR)
    arg = TREE_OPERAND (arg, 0);
  if (TREE_CODE (arg) == CALL_EXPR && hpc_call_to_p (arg, "__hpc_section")
      && call_expr_nargs (arg) > 2)
    return array_argument (CALL_EXPR_ARG (arg, 2));
  return hpc_distributed_p (arg) ? arg : NULL_TREE;
}

void
check_collective (tree call, const char *name, coll_ctx *c)
{
  location_t loc = user_location (call);
  if (c->over_loc != UNKNOWN_LOCATION)
    {
      error_at (loc, "collective call %qs inside an %<over%> body: call it "
		"outside the %<over%> (the body runs once per location, "
		"possibly on several threads)", name);
      inform (c->over_loc, "%<over%> construct is here");
      return;
    }
  if (!hpc_opts.warnings)
    return;
  if (tree cond = current_condition (c))
    {
      if (warning_at (loc, 0, "collective call %qs under a condition that "
		      "may differ between processes: the processes that "
		      "skip it leave the others waiting; call it on every "
		      "process and keep only the use of its result under the "
		      "condition", name))
	inform (EXPR_LOC_OR_LOC (cond, loc), "this condition may differ "
		"between processes");
      return;
    }
  if (c->at_loc == UNKNOWN_LOCATION)
    return;
  for (int k = 0; k < call_expr_nargs (call); k++)
    if (tree a = array_argument (CALL_EXPR_ARG (call, k)))
      if (!c->at_arrays->contains (a))
	{
	  if (warning_at (loc, 0, "collective call %qs on %qD inside an "
			  "%<at%> body: only the processes holding the "
			  "location make it, but every process of the group "
			  "of %qD must; call it outside the %<at%>", name, a,
			  a))
	    inform (c->at_loc, "%<at%> construct is here");
	  return;
	}
}

/* hpc_write_png of an array that is not of float or double elements.  */
void
check_png_call (tree call)
{
  if (!hpc_call_to_p (call, "__hpc_write_png_other")
      || !hpc_library_call_p (call))
    return;
  tree a = call_expr_nargs (call) > 1 ? array_argument (CALL_EXPR_ARG (call, 1))
	   : NULL_TREE;
  location_t loc = user_location (call);
  if (a)
    error_at (loc, "%<hpc_write_png%> takes a distributed array of "
	      "%<float%> or %<double%> elements, not of %qT: copy %qD into a "
	      "%<float%> or %<double%> array first",
	      strip_array_types (TREE_TYPE (a)), a);
  else
    error_at (loc, "%<hpc_write_png%> takes a distributed array of "
	      "%<float%> or %<double%> elements (for a section, call "
	      "%<hpc_write_png_float%> or %<hpc_write_png_double%>)");
}

tree
arrays_declared_r (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
      if (hpc_distributed_p (v))
	((hash_set<tree> *) data)->add (v);
  return NULL_TREE;
}

/* An on, at or over construct T binding VAR.  A continue in an over
   body goes to the next location, so it leaves the loops around alone;
   in on and at bodies break and continue are those loops'.  */
void
enter_construct (tree t, hpc_construct k, tree var, coll_ctx *c)
{
  coll_ctx inner = *c;
  hash_set<tree> declared;
  tree next_location = NULL_TREE;
  if (k == HPC_OVER)
    inner.loop_exit = &next_location;
  if (k == HPC_OVER && c->over_loc == UNKNOWN_LOCATION)
    inner.over_loc = EXPR_LOCATION (t);
  else if (k == HPC_AT)
    {
      walk_tree (&FOR_BODY (t), arrays_declared_r, &declared, NULL);
      inner.at_loc = EXPR_LOCATION (t);
      inner.at_arrays = &declared;
    }
  walk_with (&DECL_INITIAL (var), c);
  walk_with (&FOR_BODY (t), &inner);
}

/* A loop or switch whose condition is *COND: its body, step (STEP, when
   not NULL) and, for a LOOP, the condition itself (evaluated again after
   each pass) under the condition when that may differ; break and
   continue under one make the rest of the body conditional.  */
void
enter_loop (tree *cond, tree *body, tree *step, bool loop, coll_ctx *c)
{
  tree rest = NULL_TREE;
  coll_ctx inner = *c;
  inner.loop_exit = &rest;
  if (differs_p (*cond, c->lv))
    inner.cond = *cond;
  walk_with (cond, loop ? &inner : c);
  walk_with (body, &inner);
  if (step)
    walk_with (step, &inner);
}

void
note_exit (tree *exit, coll_ctx *c)
{
  if (c->cond && !*exit)
    *exit = c->cond;
}

tree
coll_r (tree *tp, int *walk_subtrees, void *data)
{
  coll_ctx *c = (coll_ctx *) data;
  tree t = *tp;
  tree var = NULL_TREE;
  hpc_construct k = hpc_classify (t, &var);
  if (k != HPC_NOT_CONSTRUCT)
    {
      enter_construct (t, k, var, c);
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  switch (TREE_CODE (t))
    {
    case COND_EXPR:
      walk_with (&TREE_OPERAND (t, 0), c);
      walk_under (&TREE_OPERAND (t, 1), TREE_OPERAND (t, 0), c);
      walk_under (&TREE_OPERAND (t, 2), TREE_OPERAND (t, 0), c);
      *walk_subtrees = 0;
      break;
    case TRUTH_ANDIF_EXPR:
    case TRUTH_ORIF_EXPR:
      walk_with (&TREE_OPERAND (t, 0), c);
      walk_under (&TREE_OPERAND (t, 1), TREE_OPERAND (t, 0), c);
      *walk_subtrees = 0;
      break;
    case FOR_STMT:
      walk_with (&FOR_INIT_STMT (t), c);
      enter_loop (&FOR_COND (t), &FOR_BODY (t), &FOR_EXPR (t), true, c);
      *walk_subtrees = 0;
      break;
    case WHILE_STMT:
      enter_loop (&WHILE_COND (t), &WHILE_BODY (t), NULL, true, c);
      *walk_subtrees = 0;
      break;
    case DO_STMT:
      enter_loop (&DO_COND (t), &DO_BODY (t), NULL, true, c);
      *walk_subtrees = 0;
      break;
    case SWITCH_STMT:
      enter_loop (&SWITCH_STMT_COND (t), &SWITCH_STMT_BODY (t), NULL, false,
		  c);
      *walk_subtrees = 0;
      break;
    case BIND_EXPR:
      /* Initializers where their DECL_EXPRs are, after any return.  */
      walk_with (&BIND_EXPR_BODY (t), c);
      *walk_subtrees = 0;
      break;
    case DECL_EXPR:
      if (VAR_P (DECL_EXPR_DECL (t)))
	walk_with (&DECL_INITIAL (DECL_EXPR_DECL (t)), c);
      break;
    case BREAK_STMT:
    case CONTINUE_STMT:
      note_exit (c->loop_exit, c);
      break;
    case RETURN_EXPR:
    case GOTO_EXPR:
      note_exit (c->function_exit, c);
      break;
    case CALL_EXPR:
      check_png_call (t);
      if (const char *name = collective_name (t))
	check_collective (t, name, c);
      break;
    default:
      break;
    }
  return NULL_TREE;
}

} // anon namespace

void
hpc_check_collectives (tree fndecl)
{
  local_values lv;
  collect_local_values (fndecl, &lv);
  tree loop_exit = NULL_TREE, function_exit = NULL_TREE;
  coll_ctx c = { &lv, NULL_TREE, &loop_exit, &function_exit,
		 UNKNOWN_LOCATION, UNKNOWN_LOCATION, NULL };
  walk_with (&DECL_SAVED_TREE (fndecl), &c);
}
