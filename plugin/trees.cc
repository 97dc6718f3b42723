/* trees.cc - questions about GENERIC trees that several stages ask, and
   the small trees several stages build.

   Each question is about an expression or a body as the front end left
   it, looking through nothing but what its comment in hpc-plugin.h
   says; a stage that needs a different answer (counting an address
   taken, skipping calls' arguments) writes its own walk.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"

namespace {

/* walk_tree callback: *TP where it is DATA; types are not entered (a
   variable-length type's sizes are not an expression's operands).  */
tree
is_tree_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return *tp == (tree) data ? *tp : NULL_TREE;
}

/* walk_tree callback: count in DATA (the tree, the count) the
   occurrences of the tree.  */
tree
count_r (tree *tp, int *walk_subtrees, void *data)
{
  std::pair<tree, int> *c = (std::pair<tree, int> *) data;
  if (!hpc_skip_type_p (*tp, walk_subtrees) && *tp == c->first)
    c->second++;
  return NULL_TREE;
}

/* walk_tree callback: *TP where it is the declaration of DATA.  */
tree
declares_r (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == DECL_EXPR && DECL_EXPR_DECL (*tp) == (tree) data)
    return *tp;
  return NULL_TREE;
}

/* What changes_var_r looks for: V, and whether its declaration counts.  */
struct change_query
{
  tree v;
  bool declaring;
};

/* walk_tree callback: *TP where it may change the variable of DATA, a
   change_query: an assignment, increment or decrement of it, its
   address taken, its declaration if that counts, or an asm (whose
   outputs are not worth telling apart).  */
tree
changes_var_r (tree *tp, int *walk_subtrees, void *data)
{
  const change_query *q = (const change_query *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (TREE_CODE (t) == ASM_EXPR)
    return t;
  if (TREE_CODE (t) == DECL_EXPR)
    return q->declaring && DECL_EXPR_DECL (t) == q->v ? t : NULL_TREE;
  tree lhs = TREE_CODE (t) == ADDR_EXPR ? TREE_OPERAND (t, 0)
					: hpc_stored_lvalue (t);
  return lhs && hpc_strip (lhs) == q->v ? t : NULL_TREE;
}

/* walk_tree callback: an __hpc_extent call.  */
tree
extent_marker_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return hpc_call_to_p (*tp, "__hpc_extent") ? *tp : NULL_TREE;
}

/* Whether FILE (a path) is one of libhpc's headers.  */
bool
libhpc_header_p (const char *file)
{
  if (!file)
    return false;
  const char *base = strrchr (file, '/');
  base = base ? base + 1 : file;
  return !strcmp (base, "hpc.h") || !strcmp (base, "hpc_abi.h");
}

} // anon namespace

tree
hpc_strip (tree e)
{
  while (CONVERT_EXPR_P (e) || TREE_CODE (e) == NON_LVALUE_EXPR)
    e = TREE_OPERAND (e, 0);
  return e;
}

tree
hpc_var_plus_constant (tree e, HOST_WIDE_INT *c)
{
  e = hpc_strip (e);
  *c = 0;
  if (VAR_P (e) || TREE_CODE (e) == PARM_DECL)
    return e;
  if (TREE_CODE (e) != PLUS_EXPR && TREE_CODE (e) != MINUS_EXPR)
    return NULL_TREE;
  tree v = hpc_strip (TREE_OPERAND (e, 0));
  tree k = hpc_strip (TREE_OPERAND (e, 1));
  if (TREE_CODE (e) == PLUS_EXPR && TREE_CODE (v) == INTEGER_CST)
    std::swap (v, k);
  if (!(VAR_P (v) || TREE_CODE (v) == PARM_DECL)
      || TREE_CODE (k) != INTEGER_CST || !tree_fits_shwi_p (k))
    return NULL_TREE;
  *c = TREE_CODE (e) == MINUS_EXPR ? -tree_to_shwi (k) : tree_to_shwi (k);
  return v;
}

tree
hpc_subscripts (tree t, auto_vec<tree> *idx)
{
  for (; TREE_CODE (t) == ARRAY_REF; t = TREE_OPERAND (t, 0))
    idx->safe_push (TREE_OPERAND (t, 1));
  idx->reverse ();
  return t;
}

const char *
hpc_decl_name (tree d, const char *otherwise)
{
  return d && DECL_P (d) && DECL_NAME (d) ? IDENTIFIER_POINTER (DECL_NAME (d))
	 : otherwise;
}

const char *
hpc_callee_name (tree t)
{
  tree fn = t && TREE_CODE (t) == CALL_EXPR ? get_callee_fndecl (t)
	    : NULL_TREE;
  return hpc_decl_name (fn, NULL);
}

bool
hpc_call_to_p (tree t, const char *name)
{
  const char *callee = hpc_callee_name (t);
  return callee && !strcmp (callee, name);
}

bool
hpc_body_temporary_p (tree v)
{
  return VAR_P (v) && !TREE_STATIC (v) && !DECL_EXTERNAL (v)
	 && !TREE_THIS_VOLATILE (v) && !TREE_ADDRESSABLE (v)
	 && (INTEGRAL_TYPE_P (TREE_TYPE (v))
	     || SCALAR_FLOAT_TYPE_P (TREE_TYPE (v)));
}

bool
hpc_private_var_p (tree v)
{
  return (VAR_P (v) || TREE_CODE (v) == PARM_DECL)
	 && DECL_CONTEXT (v) == current_function_decl && !TREE_STATIC (v)
	 && !DECL_EXTERNAL (v) && !TREE_ADDRESSABLE (v)
	 && !TREE_THIS_VOLATILE (v) && !DECL_NONLOCAL (v);
}

tree
hpc_new_var (location_t loc, const char *name, tree type)
{
  tree v = build_decl (loc, VAR_DECL, get_identifier (name), type);
  DECL_ARTIFICIAL (v) = 1;
  DECL_CONTEXT (v) = current_function_decl;
  TREE_USED (v) = 1;
  return v;
}

tree
hpc_bind (tree vars, tree body)
{
  tree b = build3 (BIND_EXPR, void_type_node, vars, body, NULL_TREE);
  TREE_SIDE_EFFECTS (b) = 1;
  return b;
}

tree
hpc_assign (tree lhs, tree rhs)
{
  return build2 (MODIFY_EXPR, TREE_TYPE (lhs), lhs,
		 fold_convert (TREE_TYPE (lhs), rhs));
}

tree
hpc_element (tree array, tree index)
{
  return build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (array)), array, index,
		 NULL_TREE, NULL_TREE);
}

tree
hpc_lvalue_base (tree t)
{
  for (;;)
    {
      t = hpc_strip (t);
      if (TREE_CODE (t) == ARRAY_REF || TREE_CODE (t) == COMPONENT_REF
	  || TREE_CODE (t) == REALPART_EXPR || TREE_CODE (t) == IMAGPART_EXPR)
	t = TREE_OPERAND (t, 0);
      else
	return DECL_P (t) ? t : NULL_TREE;
    }
}

tree
hpc_stepped_var (tree expr)
{
  if (!expr)
    return NULL_TREE;
  switch (TREE_CODE (expr))
    {
    case PREINCREMENT_EXPR: case POSTINCREMENT_EXPR:
    case PREDECREMENT_EXPR: case POSTDECREMENT_EXPR:
    case MODIFY_EXPR:
      {
	tree v = TREE_OPERAND (expr, 0);
	return VAR_P (v) || TREE_CODE (v) == PARM_DECL ? v : NULL_TREE;
      }
    case COMPOUND_EXPR:
      return hpc_stepped_var (TREE_OPERAND (expr, 1));
    default:
      return NULL_TREE;
    }
}

bool
hpc_library_call_p (tree t)
{
  if (TREE_CODE (t) != CALL_EXPR)
    return false;
  tree fn = get_callee_fndecl (t);
  return fn && libhpc_header_p (DECL_SOURCE_FILE (fn));
}

tree
hpc_stored_lvalue (tree t)
{
  switch (TREE_CODE (t))
    {
    case MODIFY_EXPR: case INIT_EXPR:
    case PREINCREMENT_EXPR: case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR: case POSTDECREMENT_EXPR:
      return TREE_OPERAND (t, 0);
    default:
      return NULL_TREE;
    }
}

bool
hpc_uses_var_p (tree expr, tree v)
{
  return v && expr && walk_tree_without_duplicates (&expr, is_tree_r, v);
}

int
hpc_count_uses (tree expr, tree v)
{
  std::pair<tree, int> c (v, 0);
  walk_tree (&expr, count_r, &c, NULL);
  return c.second;
}

bool
hpc_declares_p (tree body, tree d)
{
  return walk_tree_without_duplicates (&body, declares_r, d) != NULL_TREE;
}

bool
hpc_changes_var_p (tree body, tree v, bool declaring)
{
  change_query q = { v, declaring };
  return walk_tree_without_duplicates (&body, changes_var_r, &q) != NULL_TREE;
}

/* E without conversions and SAVE_EXPRs: what two spellings of one value
   are compared by.  */
static tree
strip_saves (tree e)
{
  e = hpc_strip (e);
  while (TREE_CODE (e) == SAVE_EXPR)
    e = hpc_strip (TREE_OPERAND (e, 0));
  return e;
}

tree
hpc_strip_void (tree s)
{
  while (s && CONVERT_EXPR_P (s) && VOID_TYPE_P (TREE_TYPE (s)))
    s = TREE_OPERAND (s, 0);
  return s;
}

bool
hpc_same_value_p (tree a, tree b)
{
  return operand_equal_p (strip_saves (a), strip_saves (b), 0);
}

void
hpc_body_statements (tree s, auto_vec<tree> *out)
{
  if (TREE_CODE (s) == BIND_EXPR && !BIND_EXPR_VARS (s))
    hpc_body_statements (BIND_EXPR_BODY (s), out);
  else if (TREE_CODE (s) == STATEMENT_LIST)
    for (tree_stmt_iterator k = tsi_start (s); !tsi_end_p (k); tsi_next (&k))
      hpc_body_statements (tsi_stmt (k), out);
  else if (TREE_CODE (s) != DEBUG_BEGIN_STMT)
    out->safe_push (s);
}

bool
hpc_row_index_p (tree e, tree x, tree i)
{
  return hpc_call_to_p (e, "__hpc_idx") && call_expr_nargs (e) == 2
	 && hpc_strip (CALL_EXPR_ARG (e, 0)) == x
	 && hpc_strip (CALL_EXPR_ARG (e, 1)) == i;
}

/* Whether D is the variable an on / at / over binds (its initialiser is
   the construct's header).  */
static bool
construct_var_p (tree d)
{
  tree init = DECL_INITIAL (d);
  return hpc_call_to_p (init, "__hpc_over_begin")
	 || hpc_call_to_p (init, "__hpc_at_begin")
	 || hpc_call_to_p (init, "__hpc_on_begin");
}

tree
hpc_extent_marker (tree level)
{
  tree max = TYPE_DOMAIN (level) ? TYPE_MAX_VALUE (TYPE_DOMAIN (level))
	     : NULL_TREE;
  return max ? walk_tree_without_duplicates (&max, extent_marker_r, NULL)
	 : NULL_TREE;
}

bool
hpc_skip_type_p (tree t, int *walk_subtrees)
{
  if (TYPE_P (t))
    *walk_subtrees = 0;
  return TYPE_P (t);
}

void
hpc_walk_block_decls (tree bind, walk_tree_fn fn, void *data,
		      hash_set<tree> *visited, location_t *here)
{
  for (tree d = BIND_EXPR_VARS (bind); d; d = DECL_CHAIN (d))
    if (!construct_var_p (d))
      {
	*here = DECL_SOURCE_LOCATION (d);
	walk_tree (&DECL_INITIAL (d), fn, data, visited);
	walk_tree (&DECL_SIZE (d), fn, data, visited);
	walk_tree (&DECL_SIZE_UNIT (d), fn, data, visited);
      }
}
