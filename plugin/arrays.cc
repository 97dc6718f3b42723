/* arrays.cc - distributed array declarations.

   The token layer turns  distributed T u[x][N];  into the C front end's
   own variable-length array with the local extents (ghosts included)
   plus an attribute:

     T u[__hpc_extent (x)][__hpc_extent (N)] __attribute__ ((__hpc_dist__ (x, N)));

   blocks.cc makes it the view of a handle of its own (its hpc_param,
   as a distributed parameter's array and views.cc's views have theirs).
   Here, at PLUGIN_PRE_GENERICIZE, each such view gets heap storage:

     1. every __hpc_extent (e) becomes __hpc_range_extent (SAVE_EXPR <e>, "u")
	when e is a Range, else __hpc_seq_extent (e, "u");
     2. a pointer __hpc_base_u is declared beside u, and u gets the
	DECL_VALUE_EXPR  *(T (*)[E0][E1]) __hpc_base_u  (the gimplifier then
	allocates nothing for u, and subscripts stay plain ARRAY_REFs that
	GCC optimises like hand-written code);
     3. right after u's DECL_EXPR, __hpc_base_u is set from the handle;
	a block-scope array's handle is allocated first and freed on every
	exit from the scope:
	  __hpc_block_u = __hpc_handle_of (__hpc_array_alloc_v (sizeof (T),
				"u", rank, range-or-NULL, extent, ...));
	  __hpc_base_u = __hpc_handle_block (__hpc_block_u);
	  try { rest of the block }
	  finally { __hpc_handle_free (&__hpc_block_u, "u", 1); }
	so the storage (registered with libhpc, which collectives look up by
	its address) lives as long as the block.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include <string>

namespace {

tree
handle_dist_attribute (tree *node, tree name, tree, int, bool *no_add)
{
  if (TREE_CODE (*node) == PARM_DECL)
    {
      /* The token layer takes only the binding form as a parameter.  */
      error_at (DECL_SOURCE_LOCATION (*node), "distributed parameter %qD "
		"needs the binding form %<distributed T NAME[Range X]...%>, "
		"each dimension naming its Range (or %<int N%> for a "
		"sequential one)", *node);
      *no_add = true;
    }
  else if (TREE_CODE (*node) == FIELD_DECL)
    {
      /* The member's extents would call __hpc_extent, which only a
	 block-scope array has lowered: refuse it here, not at link time.  */
      error_at (DECL_SOURCE_LOCATION (*node), "distributed array %qD cannot "
		"be a struct or union member: declare it as a variable in a "
		"block, and pass it to functions as a distributed parameter",
		*node);
      *no_add = true;
    }
  else if (!VAR_P (*node))
    {
      error ("%qE applies to variables only", name);
      *no_add = true;
    }
  return NULL_TREE;
}

/* name, min, max, decl_req, type_req, fn_type_req, affects_type_identity,
   handler, exclusions.  */
attribute_spec dist_attribute = {
  "hpc_dist", 0, -1, true, false, false, false,
  handle_dist_attribute, NULL
};
/* A distributed parameter's binding: the storage is the argument's.  */
attribute_spec param_attribute = {
  "hpc_param", 1, 1, true, false, false, false,
  handle_dist_attribute, NULL
};

/* ------------------------------------------------------------ 1. extents */

struct extent_ctx
{
  tree var;
  tree range;			/* the Range operand found, SAVE_EXPR'd */
};

tree
rewrite_extent_r (tree *tp, int *walk_subtrees, void *data)
{
  extent_ctx *e = (extent_ctx *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (hpc_call_to_p (t, "__hpc_range_extent"))
    {
      e->range = CALL_EXPR_ARG (t, 0);	/* done before (a shared node) */
      return t;
    }
  if (!hpc_call_to_p (t, "__hpc_extent"))
    return NULL_TREE;
  location_t loc = EXPR_LOC_OR_LOC (t, DECL_SOURCE_LOCATION (e->var));
  tree arg = CALL_EXPR_ARG (t, 0);
  tree args[2] = { arg, build_string_literal (strlen (hpc_decl_name (e->var, "(anonymous)")) + 1,
					      hpc_decl_name (e->var, "(anonymous)")) };
  if (hpc_range_type_p (arg))
    {
      /* (__hpc_range_extent (x, "u"), __hpc_local_alloc (x)): the first
	 checks x, the second, a const function, is the value, so that
	 arrays over the same ranges get extents GCC knows are equal (one
	 row stride, one induction variable for all of them).  */
      args[0] = e->range = save_expr (arg);
      tree check = hpc_call (loc, "__hpc_range_extent", 2, args);
      tree value = hpc_call (loc, "__hpc_local_alloc", 1, args);
      *tp = build2_loc (loc, COMPOUND_EXPR, TREE_TYPE (value), check, value);
    }
  else if (INTEGRAL_TYPE_P (TREE_TYPE (arg)))
    *tp = hpc_call (loc, "__hpc_seq_extent", 2, args);
  else
    {
      error_at (loc, "extent of distributed array %qD must be a Range or an "
		"integer, not %qT", e->var, TREE_TYPE (arg));
      *tp = build_int_cst (long_integer_type_node, 1);
    }
  return *tp;
}

/* Rewrite the extent marker of one dimension (the domain of array type
   LEVEL); return the Range of that dimension, or NULL_TREE when it is
   sequential.  */
tree
rewrite_dimension (tree var, tree level)
{
  extent_ctx e = { var, NULL_TREE };
  tree max = TYPE_MAX_VALUE (TYPE_DOMAIN (level));
  walk_tree (&max, rewrite_extent_r, &e, NULL);
  return e.range;
}

/* ------------------------------------------------------------ 2, 3 */

tree
string_constant (const char *s)
{
  return build_string_literal (strlen (s) + 1, s);
}

} // anon namespace

/* The allocation of an array of ELEM named NAME: ranges RANGES (NULL
   for a sequential dimension) and local extents EXTENTS, in storage
   order, dimension INNER stored last (-1: row-major; the call takes the
   dimensions in dimension order).  hpc_new (views.cc) and block-scope
   arrays (below) are allocated through it.  */
tree
hpc_allocation (location_t loc, tree elem, const char *name, int inner,
		const vec<tree> &ranges, const vec<tree> &extents)
{
  auto_vec<tree> args;
  args.safe_push (fold_convert (size_type_node, TYPE_SIZE_UNIT (elem)));
  args.safe_push (string_constant (name));
  args.safe_push (build_int_cst (integer_type_node, ranges.length ()));
  if (inner >= 0)
    args.safe_push (build_int_cst (integer_type_node, inner));
  for (unsigned d = 0; d < ranges.length (); d++)
    {
      args.safe_push (ranges[d] ? ranges[d] : null_pointer_node);
      args.safe_push (extents[d]);
    }
  tree fn = hpc_runtime_decl (inner >= 0 ? "__hpc_array_alloc_inner_v"
			      : "__hpc_array_alloc_v");
  return build_call_expr_loc_array (loc, fn, args.length (), args.address ());
}

namespace {

/* 1 and the allocation of 3 for block-scope array VAR: its extents
   rewritten, allocated in the storage order layout.cc chose (hpc_inner:
   VAR's type levels are then in storage order).  */
tree
alloc_call (tree var)
{
  auto_vec<tree> levels, ranges, extents;
  for (tree level = TREE_TYPE (var); TREE_CODE (level) == ARRAY_TYPE;
       level = TREE_TYPE (level))
    levels.safe_push (level);
  int inner = hpc_inner_dimension (var);
  if (inner >= 0)
    {
      /* Storage order: the dimensions but INNER, then INNER.  */
      tree last = levels.pop ();
      levels.safe_insert (inner, last);
    }
  for (tree level : levels)
    {
      tree range = rewrite_dimension (var, level);
      tree max = TYPE_MAX_VALUE (TYPE_DOMAIN (level));
      ranges.safe_push (range);
      extents.safe_push (fold_build2 (PLUS_EXPR, long_integer_type_node,
				      fold_convert (long_integer_type_node,
						    max),
				      build_int_cst (long_integer_type_node,
						     1)));
    }
  return hpc_allocation (DECL_SOURCE_LOCATION (var),
			 strip_array_types (TREE_TYPE (var)), hpc_decl_name (var, "(anonymous)"),
			 inner, ranges, extents);
}

/* 2. The base pointer of VAR, declared in BIND, and VAR's value-expr.
   The pointer is marked as an own block's when VAR owns its storage and
   as a parameter's when it is bound to one (PARAM), which noalias.cc and
   hpc_parameter_bound_p tell apart (hpc-context.h); its name,
   __hpc_base_VAR or __hpc_parm_base_VAR, is for dumps.  */
tree
give_heap_storage (tree var, tree bind, bool param = false)
{
  location_t loc = DECL_SOURCE_LOCATION (var);
  tree ptr_type = build_pointer_type (TREE_TYPE (var));
  std::string name = std::string (param ? "__hpc_parm_base_" : "__hpc_base_")
		     + hpc_decl_name (var, "(anonymous)");
  tree base = hpc_mark (hpc_new_var (loc, name.c_str (), ptr_type),
			param ? HPC_MARK_PARM_BASE : HPC_MARK_OWN_BASE);
  /* A view in apart.cc's copy of a nest: its accesses lie apart from
     the copy's other views' (the copy's number, for noalias.cc).  */
  if (tree apart = lookup_attribute ("hpc apart view", DECL_ATTRIBUTES (var)))
    hpc_mark (base, HPC_MARK_APART_BASE, TREE_VALUE (TREE_VALUE (apart)));
  DECL_CHAIN (base) = BIND_EXPR_VARS (bind);
  BIND_EXPR_VARS (bind) = base;
  tree value = build_fold_indirect_ref_loc (loc, base);
  TREE_THIS_NOTRAP (value) = 1;
  SET_DECL_VALUE_EXPR (var, value);
  DECL_HAS_VALUE_EXPR_P (var) = 1;
  return base;
}

/* The rest of the statement list after I, taken out of it.  */
tree
take_rest (tree_stmt_iterator i)
{
  tree rest = alloc_stmt_list ();
  tsi_next (&i);
  while (!tsi_end_p (i))
    {
      append_to_statement_list_force (tsi_stmt (i), &rest);
      tsi_delink (&i);
    }
  return rest;
}

/* 3. VAR, a view of HANDLE (its hpc_param), is bound right after its
   DECL_EXPR (at I): BASE (its value-expr's pointer, made in 2) is set to
   HANDLE, a local block.  A block-scope array's handle (hpc_block_array_p)
   is allocated first, its descriptor, and BASE set to its block; it is
   freed in a finally on every exit from the rest
   of the block.  Other views' extents are plain variables, parameters'
   are rewritten as in 1.  OpenMP's gimplifier wants a VLA's value-expr
   to be *DECL, hence the pointer variable.  */
void
bind_view (tree var, tree base, tree handle, tree_stmt_iterator i)
{
  location_t loc = DECL_SOURCE_LOCATION (var);
  bool block = hpc_block_array_p (var);
  tree rest = block ? take_rest (i) : NULL_TREE;
  tree block_of = handle;
  if (block)
    {
      /* A handle's value is its array's descriptor, as hpc_new's.  */
      tree made = alloc_call (var);
      tsi_link_after (&i, build2_loc (loc, MODIFY_EXPR, TREE_TYPE (handle),
				      handle,
				      fold_convert (TREE_TYPE (handle),
						    hpc_call (loc,
							      "__hpc_handle_of",
							      1, &made))),
		      TSI_CONTINUE_LINKING);
      tree arg = handle;	/* hpc_call converts its arguments in place */
      block_of = hpc_call (loc, "__hpc_handle_block", 1, &arg);
    }
  else
    for (tree level = TREE_TYPE (var); TREE_CODE (level) == ARRAY_TYPE;
	 level = TREE_TYPE (level))
      rewrite_dimension (var, level);
  tsi_link_after (&i, build2_loc (loc, MODIFY_EXPR, TREE_TYPE (base), base,
				  fold_convert (TREE_TYPE (base), block_of)),
		  TSI_CONTINUE_LINKING);
  if (!block)
    return;
  TREE_ADDRESSABLE (handle) = 1;
  /* Nothing else names the handle: check mode need not keep the block's
     memory for other handles' uses after the free.  */
  tree args[3] = { build_fold_addr_expr (handle),
		   string_constant (hpc_decl_name (var, "(anonymous)")), integer_one_node };
  tree release = hpc_call (loc, "__hpc_handle_free", 3, args);
  tsi_link_after (&i, build2 (TRY_FINALLY_EXPR, void_type_node, rest,
			      release), TSI_CONTINUE_LINKING);
}

/* Storage for the distributed array V of BLOCK, or an error.  */
void
lower_array (tree block, tree v)
{
  if (!hpc_distributed_p (v) || DECL_HAS_VALUE_EXPR_P (v))
    return;
  tree_stmt_iterator it;
  tree param = lookup_attribute ("hpc_param", DECL_ATTRIBUTES (v));
  if (param && hpc_find_decl_expr (BIND_EXPR_BODY (block), v, &it))
    bind_view (v, give_heap_storage (v, block, !hpc_block_array_p (v)),
	       TREE_VALUE (TREE_VALUE (param)), it);
  else if (TREE_STATIC (v) || DECL_EXTERNAL (v))
    error_at (DECL_SOURCE_LOCATION (v), "distributed array %qD cannot "
	      "be %<static%> or %<extern%>", v);
  else
    error_at (DECL_SOURCE_LOCATION (v), "distributed array %qD must be "
	      "declared in a block", v);
}

} // anon namespace

/* Whether V is a distributed array (declared so, or a distributed
   parameter).  */
bool
hpc_distributed_p (tree v)
{
  return VAR_P (v) && lookup_attribute ("hpc_dist", DECL_ATTRIBUTES (v));
}

void
hpc_register_attributes (void)
{
  register_attribute (&dist_attribute);
  register_attribute (&param_attribute);
  hpc_register_handle_attribute ();
  hpc_register_query_attribute ();
}

/* A distributed array just declared (PLUGIN_FINISH_DECL): an error at
   file scope.  Writing its elements counts as a use: other processes
   read them through the collectives, so "set but not used" would be
   wrong.  */
void
hpc_finish_distributed_decl (tree decl)
{
  if (hpc_distributed_p (decl))
    DECL_READ_P (decl) = 1;
  tree elem = strip_array_types (TREE_TYPE (decl));
  if (hpc_distributed_p (decl) && POINTER_TYPE_P (elem))
    error_at (DECL_SOURCE_LOCATION (decl), "%<distributed%> on a pointer "
	      "declarator: distributed arrays cannot be pointed to yet: "
	      "declare each array itself, %<distributed %T %E[...]%>, and "
	      "pass it to functions as a distributed parameter",
	      TREE_TYPE (elem), DECL_NAME (decl));
  tree context = DECL_CONTEXT (decl);
  if (hpc_distributed_p (decl)
      && (!context || TREE_CODE (context) != FUNCTION_DECL))
    error_at (DECL_SOURCE_LOCATION (decl), "distributed array %qD at file "
	      "scope: declare it inside a function", decl);
}

/* The DECL_EXPR of VAR in statement list LIST, in the try block that an
   earlier declaration of the same block wrapped the rest into, or in a
   nested block without variables: after a switch or a label, the C front
   end puts the rest of the block from a variably modified declaration on
   into one (its scope, for jumps past the declaration).  Either holds the
   rest of the block.  */
bool
hpc_find_decl_expr (tree list, tree var, tree_stmt_iterator *it)
{
  if (TREE_CODE (list) != STATEMENT_LIST)
    return false;
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i); tsi_next (&i))
    {
      tree s = tsi_stmt (i);
      if (TREE_CODE (s) == DECL_EXPR && DECL_EXPR_DECL (s) == var)
	{
	  *it = i;
	  return true;
	}
      if (TREE_CODE (s) == TRY_FINALLY_EXPR)
	s = TREE_OPERAND (s, 0);
      else if (TREE_CODE (s) == BIND_EXPR && !BIND_EXPR_VARS (s))
	s = BIND_EXPR_BODY (s);
      if (hpc_find_decl_expr (s, var, it))
	return true;
    }
  return false;
}

void
hpc_lower_arrays (tree fndecl)
{
  hpc_each_block_var (&DECL_SAVED_TREE (fndecl), lower_array);
}

/* Whether distributed array VAR is bound to a parameter (to the caller's
   array, which another parameter may be bound to as well), or its
   storage is unknown.  */
bool
hpc_parameter_bound_p (tree var)
{
  if (!VAR_P (var) || !DECL_HAS_VALUE_EXPR_P (var))
    return TREE_CODE (var) == PARM_DECL;
  tree base = DECL_VALUE_EXPR (var);
  while (TREE_CODE (base) == INDIRECT_REF || CONVERT_EXPR_P (base))
    base = TREE_OPERAND (base, 0);
  return !DECL_P (base) || hpc_marked_p (base, HPC_MARK_PARM_BASE);
}
