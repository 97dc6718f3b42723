/* reclaim.cc - what a function holds of ranges and groups, told to
   libhpc so that a range or grid nothing holds any more is freed
   (range_life.c, group_life.c; the rules are doc/reference.md §2,
   "Lifetimes", the mechanics doc/internals.md, "Lifetimes of ranges" and
   "Lifetimes of groups").

   The rules below are written for ranges; groups follow the same ones,
   in a second walk, with Group for Range, __hpc_group_* for
   __hpc_range_*, and hpc_procs* and hpc_restrict for the constructors.
   A Dimension (hpc_dim's result) holds its group: one kept where the
   plugin cannot follow it pins the group, __hpc_dim_pin (...).

   Every public range constructor returns a reference its caller owns,
   and a plain C program never gives it back.  Here, on C GENERIC:

     * A block-scope variable of type Range that the function follows
       (not static, no address taken, not written in an over, at or on
       body it is declared outside of nor within its own assignment, not
       in a statement expression, in a function without labels, switches,
       asm, OpenMP directives or nested functions) holds a reference
       while in scope:  Range x = e;  becomes  x = __hpc_range_hold (e),
       x = e;  becomes  x = __hpc_range_set (x, e),  and the rest of its
       block is wrapped in  try { ... } finally { __hpc_range_drop (x); }.
     * A Range value used only while its statement runs (an argument of a
       libhpc call, an operand of a comparison, a dereference, the value
       stored into a followed variable, a followed variable passed to a
       function of this file) needs nothing more; a constructor's result
       used so gives its reference back, __hpc_range_float (...), where
       the statement reaches no collection point (it calls only libhpc,
       not the frees nor a call given a function, and built-ins), so
       that it lives to the call that takes it.  Not in a construct's header (over, at, on
       use their range through the body) nor under a SAVE_EXPR (a
       declaration's extent, evaluated apart from its statement).
     * Any other value (stored in a global, a struct, through a pointer,
       returned, passed to a function that may keep it) is pinned,
       __hpc_range_pin (...): never freed.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "hash-set.h"

namespace {

/* How the value of an expression is used.  */
enum use
{
  KEEP,		/* may outlive its statement: pin it */
  USE,		/* only while the statement runs */
  USE_HERE	/* the same, but a construction there keeps its reference */
};

const char *const range_constructors[] = {
  "hpc_block_range_ghost", "hpc_cyclic_range", "hpc_block_cyclic_range",
  "hpc_cut_range", "hpc_irregular_range", "hpc_subrange", "hpc_ghosts_range",
  "hpc_cut_range_ghost", "hpc_irregular_range_ghost"
};
const char *const group_constructors[] = {
  "hpc_procs", "hpc_procs1", "hpc_procs2", "hpc_procs3", "hpc_restrict"
};
const char *const collecting[] = {
  "__hpc_handle_free", "hpc_array_free",
  "__hpc_range_drop", "__hpc_group_drop"
};
const char *const allocations[] = {
  "__hpc_array_alloc_v", "__hpc_array_alloc_inner_v",
  "__hpc_handle_redistribute_v"
};
const char *const markers[] = {
  "__hpc_over_begin", "__hpc_at_begin", "__hpc_on_begin"
};

bool
library_call_in_p (tree t, const char *const *names, size_t n)
{
  if (!t || TREE_CODE (t) != CALL_EXPR || !hpc_library_call_p (t))
    return false;
  const char *s = hpc_callee_name (t);
  for (size_t i = 0; i < n; i++)
    if (!strcmp (s, names[i]))
      return true;
  return false;
}

template <size_t N>
bool
library_call_in_p (tree t, const char *const (&names)[N])
{
  return library_call_in_p (t, names, N);
}

/* Whether T has type Range.  */
bool
range_value_p (tree t)
{
  return TREE_TYPE (t) && hpc_range_type_p (t);
}

/* Whether T's type is the type of what libhpc's function FN returns.  */
bool
returned_type_p (tree t, const char *fn)
{
  tree ret = TREE_TYPE (TREE_TYPE (hpc_runtime_decl (fn)));
  return TREE_TYPE (t)
	 && TYPE_MAIN_VARIANT (TREE_TYPE (t)) == TYPE_MAIN_VARIANT (ret);
}

/* Whether T has type Group (or Procs1, ...).  */
bool
group_value_p (tree t)
{
  return returned_type_p (t, "__hpc_group_pin");
}

/* Whether T is a Dimension, which holds its group.  */
bool
dimension_value_p (tree t)
{
  return returned_type_p (t, "__hpc_dim_pin");
}

/* What a walk reclaims: ranges or groups.  */
struct kind
{
  bool (*value_p) (tree);	/* the type followed */
  const char *const *constructors;
  size_t nconstructors;
  const char *hold, *set, *drop, *float_, *pin;
  const char *type, *noun;	/* for notes: "Range", "range" */
};

const kind ranges = {
  range_value_p, range_constructors, ARRAY_SIZE (range_constructors),
  "__hpc_range_hold", "__hpc_range_set", "__hpc_range_drop",
  "__hpc_range_float", "__hpc_range_pin", "Range", "range"
};
const kind groups = {
  group_value_p, group_constructors, ARRAY_SIZE (group_constructors),
  "__hpc_group_hold", "__hpc_group_set", "__hpc_group_drop",
  "__hpc_group_float", "__hpc_group_pin", "Group", "group"
};

/* ---------------------------------------------------- collection points */

tree
may_collect_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == DECL_EXPR && VAR_P (DECL_EXPR_DECL (t)))
    {
      /* walk_tree does not enter a declaration: its initializer and a
	 variable length's size run here.  */
      tree v = DECL_EXPR_DECL (t);
      if (!TREE_STATIC (v)
	  && (walk_tree (&DECL_INITIAL (v), may_collect_r, NULL, NULL)
	      || walk_tree (&DECL_SIZE_UNIT (v), may_collect_r, NULL, NULL)))
	return t;
    }
  else if (TREE_CODE (t) == CALL_EXPR)
    {
      tree fn = get_callee_fndecl (t);
      if (fn && fndecl_built_in_p (fn))
	return NULL_TREE;
      if (!hpc_library_call_p (t) || library_call_in_p (t, collecting))
	return t;
      /* A library call given a function (a boundary condition) runs the
	 program's code.  */
      for (int i = 0; i < call_expr_nargs (t); i++)
	if (FUNCTION_POINTER_TYPE_P (TREE_TYPE (CALL_EXPR_ARG (t, i))))
	  return t;
      return NULL_TREE;
    }
  return NULL_TREE;
}

/* Whether running statement S may reach a collection point.  */
bool
may_collect_p (tree s)
{
  return walk_tree (&s, may_collect_r, NULL, NULL) != NULL_TREE;
}

/* ---------------------------------------------------- followed variables */

struct fn_state
{
  const kind *k;
  tree fndecl;
  hash_set<tree> *tracked;	/* the followed variables */
  hash_map<tree, const char *> *lost;	/* variables that cannot be, why */
  hash_set<tree> *seen;		/* shared nodes scanned */
  hash_set<tree> *assigned;	/* followed variables the statement sets */
  hash_set<tree> *given_back;	/* constructions given back after their
				   statement (given_back_after) */
  bool may_float;		/* the statement reaches no collection */
};

/* Whether the function has what makes its variables unfollowable: a
   jump past a declaration (labels, case labels), an OpenMP directive
   (private copies), a nested function or an asm (which may set them).  */
tree
unfollowable_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((TREE_CODE (t) == LABEL_EXPR
	    && !DECL_ARTIFICIAL (LABEL_EXPR_LABEL (t)))
	   || TREE_CODE (t) == CASE_LABEL_EXPR
	   || (TREE_CODE (t) == DECL_EXPR
	       && TREE_CODE (DECL_EXPR_DECL (t)) == FUNCTION_DECL)
	   || TREE_CODE (t) == ASM_EXPR
	   || !strncmp (get_tree_code_name (TREE_CODE (t)), "omp_", 4)
	   || !strncmp (get_tree_code_name (TREE_CODE (t)), "oacc_", 5))
    return t;
  return NULL_TREE;
}

/* A variable of the program's of kind DATA that T declares.  */
tree
kind_variable_r (tree *tp, int *walk_subtrees, void *data)
{
  const kind *k = (const kind *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == DECL_EXPR && VAR_P (DECL_EXPR_DECL (t))
	   && !DECL_ARTIFICIAL (DECL_EXPR_DECL (t))
	   && k->value_p (DECL_EXPR_DECL (t)))
    return t;
  return NULL_TREE;
}

/* The variable T writes other than by an assignment (++, --), or NULL.  */
tree
stepped_var (tree t)
{
  switch (TREE_CODE (t))
    {
    case PREINCREMENT_EXPR: case PREDECREMENT_EXPR: case POSTINCREMENT_EXPR:
    case POSTDECREMENT_EXPR:
      return TREE_OPERAND (t, 0);
    default:
      return NULL_TREE;
    }
}

/* Walk data: the Range variables a construct's body declares and sets.  */
struct body_vars
{
  hash_set<tree> declared, set;
};

tree
body_vars_r (tree *tp, int *walk_subtrees, void *data)
{
  body_vars *bv = (body_vars *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == DECL_EXPR)
    {
      tree v = DECL_EXPR_DECL (t);
      bv->declared.add (v);
      if (VAR_P (v) && !TREE_STATIC (v))
	walk_tree (&DECL_INITIAL (v), body_vars_r, data, NULL);
    }
  else if (TREE_CODE (t) == MODIFY_EXPR || TREE_CODE (t) == INIT_EXPR)
    bv->set.add (TREE_OPERAND (t, 0));
  return NULL_TREE;
}

/* Note in ST->lost the variables set where they cannot be followed: in
   the body of a construct declared outside it (an over's body runs on
   threads, and at and over bind the range for the body), or stepped;
   and those declared in a statement expression (its value may be one,
   read after the end of its block).  */
tree
lost_r (tree *tp, int *walk_subtrees, void *data)
{
  fn_state *st = (fn_state *) data;
  tree t = *tp, var;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (tree v = stepped_var (t))
    st->lost->put (v, "it is stepped");
  else if (TREE_CODE (t) == MODIFY_EXPR && VAR_P (TREE_OPERAND (t, 0)))
    {
      /* x = (x = a, b): the old value read for the outer assignment may
	 be the one the inner gave back.  */
      body_vars bv;
      walk_tree (&TREE_OPERAND (t, 1), body_vars_r, &bv, NULL);
      if (bv.set.contains (TREE_OPERAND (t, 0)))
	st->lost->put (TREE_OPERAND (t, 0), "it is set within its own "
		       "assignment");
    }
  else if (TREE_CODE (t) == TARGET_EXPR)
    {
      body_vars bv;
      walk_tree (&TREE_OPERAND (t, 1), body_vars_r, &bv, NULL);
      for (tree v : bv.declared)
	st->lost->put (v, "it is declared in a statement expression");
    }
  else if (hpc_classify (t, &var) != HPC_NOT_CONSTRUCT)
    {
      body_vars bv;
      walk_tree (tp, body_vars_r, &bv, NULL);
      for (tree v : bv.set)
	if (!bv.declared.contains (v))
	  st->lost->put (v, "it is set in an over, at or on body it is "
			 "declared outside of");
    }
  return NULL_TREE;
}

/* Why Range variable V cannot be followed, or NULL.  */
const char *
unfollowed_reason (fn_state *st, tree v)
{
  if (TREE_STATIC (v) || DECL_EXTERNAL (v))
    return "it is static";
  if (TREE_ADDRESSABLE (v))
    return "its address is taken";
  if (TREE_THIS_VOLATILE (v))
    return "it is volatile";
  const char **why = st->lost->get (v);
  return why ? *why : NULL;
}

/* After VAR's DECL_EXPR (at I): the rest of the block in a try whose
   finally gives VAR's reference back.  */
void
drop_at_scope_end (const kind *k, tree var, tree_stmt_iterator i)
{
  tree args[1] = { var };
  tree drop = hpc_call (DECL_SOURCE_LOCATION (var), k->drop, 1, args);
  tree rest = alloc_stmt_list ();
  tree_stmt_iterator j = i;
  tsi_next (&j);
  while (!tsi_end_p (j))
    {
      append_to_statement_list_force (tsi_stmt (j), &rest);
      tsi_delink (&j);
    }
  tsi_link_after (&i, build2 (TRY_FINALLY_EXPR, void_type_node, rest, drop),
		  TSI_CONTINUE_LINKING);
}

/* Follow V, a variable of BLOCK, if it is a Range variable that can be.  */
void
follow_var (fn_state *st, tree block, tree v)
{
  if (!VAR_P (v) || DECL_ARTIFICIAL (v) || !st->k->value_p (v)
      || DECL_CONTEXT (v) != st->fndecl)
    return;
  tree_stmt_iterator it;
  if (const char *why = unfollowed_reason (st, v))
    hpc_missed (DECL_SOURCE_LOCATION (v), "%s variable %s not "
		"followed (its %ss are kept to the end): %s", st->k->type,
		IDENTIFIER_POINTER (DECL_NAME (v)), st->k->noun, why);
  else if (hpc_find_decl_expr (BIND_EXPR_BODY (block), v, &it))
    {
      st->tracked->add (v);
      drop_at_scope_end (st->k, v, it);
    }
}

/* ---------------------------------------------------- values */

tree
wrap (const char *fn, tree e)
{
  tree args[1] = { e };
  location_t loc = EXPR_LOC_OR_LOC (e, input_location);
  return fold_convert (TREE_TYPE (e), hpc_call (loc, fn, 1, args));
}

void scan (fn_state *st, tree *tp, use u);

/* The allocation (or redistribution) E makes whenever it runs: E
   itself, or one in the arguments of a library call E makes.  */
tree
allocation_in (tree e)
{
  e = e ? tree_strip_nop_conversions (e) : NULL_TREE;
  if (library_call_in_p (e, allocations))
    return e;
  if (!e || TREE_CODE (e) != CALL_EXPR || !hpc_library_call_p (e))
    return NULL_TREE;
  for (int i = 0; i < call_expr_nargs (e); i++)
    if (tree a = allocation_in (CALL_EXPR_ARG (e, i)))
      return a;
  return NULL_TREE;
}

/* The allocation statement S makes unconditionally: in the value
   assigned, initializing a variable, or the statement's own.  */
tree
allocation_of (tree s)
{
  if (TREE_CODE (s) == MODIFY_EXPR)
    return allocation_in (TREE_OPERAND (s, 1));
  if (TREE_CODE (s) == DECL_EXPR && VAR_P (DECL_EXPR_DECL (s)))
    return allocation_in (DECL_INITIAL (DECL_EXPR_DECL (s)));
  return allocation_in (s);
}

/* The statements that give back, after statement S, the references of
   the constructions S's allocation took its ranges from: a declaration's
   extent, hpc_new's or hpc_redistribute's argument, evaluated once (a
   SAVE_EXPR) before the array took its own reference.  Notes them in ST->given_back.  */
tree
given_back_after (fn_state *st, tree s)
{
  tree call = allocation_of (s), list = NULL_TREE;
  for (int i = 0; call && i < call_expr_nargs (call); i++)
    {
      tree a = tree_strip_nop_conversions (CALL_EXPR_ARG (call, i));
      if (TREE_CODE (a) != SAVE_EXPR
	  || !library_call_in_p (tree_strip_nop_conversions
				 (TREE_OPERAND (a, 0)), st->k->constructors,
				 st->k->nconstructors))
	continue;
      /* Once, though two allocations shared the construction.  */
      if (st->given_back->add (tree_strip_nop_conversions
			       (TREE_OPERAND (a, 0))))
	continue;
      append_to_statement_list_force
	(fold_convert (void_type_node, wrap (st->k->float_, a)), &list);
    }
  return list;
}

/* Statement *TP: whether it may reach a collection point, and which
   followed variables it sets, then its expressions.  */
void
scan_statement (fn_state *st, tree *tp)
{
  bool saved_float = st->may_float;
  hash_set<tree> *saved_assigned = st->assigned;
  hash_set<tree> assigned;
  body_vars bv;
  walk_tree (tp, body_vars_r, &bv, NULL);
  for (tree v : bv.set)
    if (st->tracked->contains (v))
      assigned.add (v);
  st->assigned = &assigned;
  st->may_float = !may_collect_p (*tp);
  scan (st, tp, USE);
  st->may_float = saved_float;
  st->assigned = saved_assigned;
}

/* An lvalue *TP: written or addressed, not read as a value.  */
void
scan_lvalue (fn_state *st, tree *tp)
{
  tree t = *tp;
  switch (TREE_CODE (t))
    {
    case COMPONENT_REF: case REALPART_EXPR: case IMAGPART_EXPR:
      scan_lvalue (st, &TREE_OPERAND (t, 0));
      return;
    case ARRAY_REF:
      scan_lvalue (st, &TREE_OPERAND (t, 0));
      scan (st, &TREE_OPERAND (t, 1), KEEP);
      return;
    case INDIRECT_REF:
    case MEM_REF:
      scan (st, &TREE_OPERAND (t, 0), USE);
      return;
    default:
      if (!DECL_P (t))
	scan (st, tp, KEEP);
    }
}

/* How call T uses its argument ARG.  */
use
argument_use (fn_state *st, tree t, tree arg)
{
  if (library_call_in_p (t, markers))
    return USE_HERE;
  if (hpc_library_call_p (t))
    return USE;
  /* A function of this file is compiled here too, so it pins what it
     keeps; a followed variable the statement does not set holds the
     value through the call.  */
  tree fn = get_callee_fndecl (t);
  tree v = tree_strip_nop_conversions (arg);
  if (fn && (!TREE_PUBLIC (fn) || DECL_SAVED_TREE (fn))
      && st->tracked->contains (v) && !st->assigned->contains (v))
    return USE;
  return KEEP;
}

/* A value *TP of the walk's kind used as U: pinned, or a construction's
   reference given back; returns how its parts are used.  */
use
settle_value (fn_state *st, tree *tp, use u)
{
  tree t = *tp;
  const kind *k = st->k;
  bool construction = library_call_in_p (t, k->constructors,
					 k->nconstructors);
  if (construction && st->given_back->contains (t))
    return u;
  if (u == KEEP)
    {
      if (!construction)
	*tp = wrap (k->pin, t);
      else
	hpc_missed (EXPR_LOC_OR_LOC (t, input_location), "%s not "
		    "reclaimed: the value is kept where it is not followed",
		    k->noun);
      return USE;
    }
  if (construction && u == USE && st->may_float)
    *tp = wrap (k->float_, t);
  else if (construction)
    hpc_missed (EXPR_LOC_OR_LOC (t, input_location), "%s not reclaimed: "
		"%s%s%s", k->noun, u == USE_HERE ? "a construct's or a "
		"declaration's " : "", u == USE_HERE ? k->noun : "",
		u == USE_HERE ? " is kept to the end" : "its statement may "
		"free arrays or call a function that does");
  return u;
}

/* Operand *OP of statement T (a loop's body, an if's branch) as a
   statement list where it allocates, so that the constructions it took
   its ranges from are given back after it (given_back_after).  A
   return's operand stays the assignment to the result that the
   gimplifier expects: nothing could run after it.  */
void
as_statement_list (tree t, tree *op)
{
  if (TREE_CODE (t) == RETURN_EXPR
      || (TREE_CODE_CLASS (TREE_CODE (t)) != tcc_statement
       && !(TREE_CODE (t) == COND_EXPR && VOID_TYPE_P (TREE_TYPE (t))))
      || TREE_CODE (*op) == STATEMENT_LIST || !allocation_of (*op))
    return;
  tree list = alloc_stmt_list ();
  append_to_statement_list_force (*op, &list);
  *op = list;
}

/* The operands of *TP (not a statement list, declaration or value
   wrapper handled by scan).  */
void
scan_operands (fn_state *st, tree t, use u)
{
  enum tree_code code = TREE_CODE (t);
  bool range = st->k->value_p (t);
  switch (code)
    {
    case MODIFY_EXPR:
    case INIT_EXPR:
      {
	tree lhs = TREE_OPERAND (t, 0);
	if (st->tracked->contains (lhs))
	  {
	    scan (st, &TREE_OPERAND (t, 1), USE);
	    tree args[2] = { lhs, TREE_OPERAND (t, 1) };
	    TREE_OPERAND (t, 1)
	      = fold_convert (TREE_TYPE (lhs),
			      hpc_call (EXPR_LOC_OR_LOC (t, input_location),
					st->k->set, 2, args));
	    return;
	  }
	scan_lvalue (st, &TREE_OPERAND (t, 0));
	bool temp = VAR_P (lhs) && DECL_ARTIFICIAL (lhs);
	scan (st, &TREE_OPERAND (t, 1), temp ? USE_HERE : KEEP);
	return;
      }
    case ADDR_EXPR: case PREINCREMENT_EXPR: case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR: case POSTDECREMENT_EXPR:
      scan_lvalue (st, &TREE_OPERAND (t, 0));
      for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	scan (st, &TREE_OPERAND (t, i), KEEP);
      return;
    case TARGET_EXPR:		/* operand 0 is the slot */
      scan (st, &TREE_OPERAND (t, 1), USE);
      return;
    case CALL_EXPR:
      scan (st, &CALL_EXPR_FN (t), KEEP);
      for (int i = 0; i < call_expr_nargs (t); i++)
	scan (st, &CALL_EXPR_ARG (t, i),
	      argument_use (st, t, CALL_EXPR_ARG (t, i)));
      return;
    case COND_EXPR:
      {
	/* An if statement's branches are statements: their values are
	   dropped.  */
	use branch = range ? u : VOID_TYPE_P (TREE_TYPE (t)) ? USE : KEEP;
	scan (st, &TREE_OPERAND (t, 0), USE);
	for (int i = 1; i < 3; i++)
	  if (TREE_OPERAND (t, i))
	    {
	      as_statement_list (t, &TREE_OPERAND (t, i));
	      scan (st, &TREE_OPERAND (t, i), branch);
	    }
	return;
      }
    case COMPOUND_EXPR:
      scan (st, &TREE_OPERAND (t, 0), USE);
      scan (st, &TREE_OPERAND (t, 1), range ? u : KEEP);
      return;
    case NOP_EXPR: case CONVERT_EXPR: case NON_LVALUE_EXPR: case SAVE_EXPR:
      scan (st, &TREE_OPERAND (t, 0),
	    !range ? KEEP : code == SAVE_EXPR && u == USE ? USE_HERE : u);
      return;
    case RETURN_EXPR:		/* its MODIFY_EXPR stays one */
    case COMPONENT_REF:		/* a member read is settled itself */
    case INDIRECT_REF: case MEM_REF: case EQ_EXPR: case NE_EXPR: case LT_EXPR:
    case LE_EXPR: case GT_EXPR: case GE_EXPR: case TRUTH_ANDIF_EXPR:
    case TRUTH_ORIF_EXPR: case TRUTH_NOT_EXPR:
      u = USE;
      break;
    case CONSTRUCTOR:
      {
	unsigned i;
	constructor_elt *ce;
	FOR_EACH_VEC_SAFE_ELT (CONSTRUCTOR_ELTS (t), i, ce)
	  scan (st, &ce->value, KEEP);
	return;
      }
    default:
      u = KEEP;
    }
  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    if (TREE_OPERAND (t, i))
      {
	as_statement_list (t, &TREE_OPERAND (t, i));
	scan (st, &TREE_OPERAND (t, i), u);
      }
}

/* A declaration: a followed variable takes its reference (NULL when it
   has no initializer); another's initializer is kept.  */
void
scan_declaration (fn_state *st, tree v)
{
  if (!VAR_P (v) || TREE_STATIC (v) || DECL_EXTERNAL (v))
    return;
  if (st->tracked->contains (v))
    {
      if (!DECL_INITIAL (v))
	{
	  DECL_INITIAL (v) = fold_convert (TREE_TYPE (v), null_pointer_node);
	  return;
	}
      scan (st, &DECL_INITIAL (v), USE);
      DECL_INITIAL (v) = wrap (st->k->hold, DECL_INITIAL (v));
    }
  else if (DECL_INITIAL (v))
    scan (st, &DECL_INITIAL (v), DECL_ARTIFICIAL (v) ? USE_HERE : KEEP);
}

void
scan (fn_state *st, tree *tp, use u)
{
  tree t = *tp;
  if (!t || TYPE_P (t) || CONSTANT_CLASS_P (t)
      || (DECL_P (t) && !VAR_P (t) && TREE_CODE (t) != PARM_DECL))
    return;
  switch (TREE_CODE (t))
    {
    case STATEMENT_LIST:
      {
	/* The gives-back first: a declaration's extent is evaluated in
	   statements before its allocation's.  */
	auto_vec<tree> backs;
	for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i);
	     tsi_next (&i))
	  backs.safe_push (given_back_after (st, tsi_stmt (i)));
	unsigned k = 0;
	for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i);
	     tsi_next (&i))
	  {
	    scan_statement (st, tsi_stmt_ptr (i));
	    if (tree back = backs[k++])
	      tsi_link_after (&i, back, TSI_CONTINUE_LINKING);
	  }
      }
      return;
    case BIND_EXPR:
      scan (st, &BIND_EXPR_BODY (t), USE);
      return;
    case DECL_EXPR:
      scan_declaration (st, DECL_EXPR_DECL (t));
      return;
    default:
      break;
    }
  if (TREE_CODE (t) == SAVE_EXPR && st->seen->add (t))
    return;
  if (st->k->value_p (t))
    u = settle_value (st, tp, u);
  else if (st->k == &groups && u == KEEP && dimension_value_p (t))
    {
      /* A Dimension kept holds its group to the end.  */
      *tp = wrap ("__hpc_dim_pin", t);
      u = USE;
    }
  if (!DECL_P (t))
    scan_operands (st, t, u);
}

/* Whether FNDECL is one of libhpc's inline functions.  */
bool
library_function_p (tree fndecl)
{
  const char *file = DECL_SOURCE_FILE (fndecl);
  const char *base = file ? strrchr (file, '/') : NULL;
  base = base ? base + 1 : file;
  return base && (!strcmp (base, "hpc.h") || !strcmp (base, "hpc_abi.h"));
}

/* Tell libhpc what FNDECL holds of the values of kind K.  */
void
reclaim (tree fndecl, const kind *k)
{
  hash_set<tree> tracked, seen, none, given_back;
  hash_map<tree, const char *> lost;
  fn_state st = { k, fndecl, &tracked, &lost, &seen, &none, &given_back,
		  false };
  tree *body = &DECL_SAVED_TREE (fndecl);
  if (!walk_tree (body, kind_variable_r, (void *) k, NULL))
    ;
  else if (tree why = walk_tree (body, unfollowable_r, NULL, NULL))
    hpc_missed (EXPR_LOC_OR_LOC (why, DECL_SOURCE_LOCATION (fndecl)),
		"%s variables of %s not followed (their %ss are kept "
		"to the end): the function has labels, a switch, OpenMP "
		"directives or nested functions", k->type,
		IDENTIFIER_POINTER (DECL_NAME (fndecl)), k->noun);
  else
    {
      walk_tree (body, lost_r, &st, NULL);
      hpc_each_block_var (body, [&st] (tree block, tree v) {
	  follow_var (&st, block, v);
	});
    }
  scan (&st, body, USE);
}

} // anon namespace

void
hpc_reclaim_ranges (tree fndecl)
{
  if (library_function_p (fndecl))
    return;
  reclaim (fndecl, &ranges);
  reclaim (fndecl, &groups);
}
