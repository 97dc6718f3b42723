/* views.cc - subscripts of handles (handles.cc declares them).

   A handle's value is its array's descriptor (handle.c), which stays
   put while hpc_redistribute moves the array.  Its subscripts reach
   the C front end as pointer arithmetic, p[i][j] on a handle of type
   T (*)[1] being *(p + i * sizeof (T)) indexed by j.  Before the checks,
   each statement that subscripts handle expression H (outside over
   bodies; an over nest, or a run of consecutive ones, counts as one
   statement, whose bodies may not assign handles) is given a view of H, bound just before it exactly as
   a distributed parameter's body binds its array (params.cc):

     { void *h = __hpc_handle_bind (H, rank, sizeof (T), "RR", "p", where);
       Range r0 = hpc_array_range (h, 0); long e0 = hpc_array_extent (h, 0);
       ...
       T p[e0][e1] __attribute__ ((hpc_dist (r0, r1), hpc_param (h)));
       STATEMENT }

   with each subscript chain of H rewritten into one of the view (a loop
   in which no handle can change is one statement: loop_binds_once), so that
   subscripts.cc, arrays.cc and the lowering treat it as a parameter's
   array: locations, shifts into ghosts, global indices, and loops with
   base and strides hoisted.  Since the view is bound at each statement,
   assignments to handles need no tracking; only an over body, which runs
   with one binding, must not assign, free or redistribute them.

   Also here: p = hpc_new (e0, ...) becomes the allocation of an array of
   p's type, hpc_redistribute (p, e0, ...) the run-time call given &p,
   a handle passed for a distributed parameter or cast to a data pointer
   its local block, and assignments between handles of different types
   are errors.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include <string>
#include <vector>

namespace {

/* ------------------------------------------------------------ types */

tree
handle_attribute (tree *node, tree name, tree, int, bool *no_add)
{
  if (!POINTER_TYPE_P (*node))
    {
      error ("%qE applies to pointer types only", name);
      *no_add = true;
    }
  return NULL_TREE;
}

/* name, min, max, decl_req, type_req, fn_type_req, affects_type_identity,
   handler, exclusions.  */
attribute_spec handle_attribute_spec = {
  "hpc_handle", 1, 1, false, true, false, false, handle_attribute, NULL
};

/* The dimension kinds of handle type TYPE ("RRI"), or NULL when TYPE is
   not a handle type.  */
const char *
handle_kinds (tree type)
{
  if (!type || !POINTER_TYPE_P (type))
    return NULL;
  tree a = lookup_attribute ("hpc_handle", TYPE_ATTRIBUTES (type));
  if (!a || !TREE_VALUE (a)
      || TREE_CODE (TREE_VALUE (TREE_VALUE (a))) != STRING_CST)
    return NULL;
  return TREE_STRING_POINTER (TREE_VALUE (TREE_VALUE (a)));
}

/* A name for handle expression H in messages: its variable's or
   member's.  */
std::string
handle_name (tree h)
{
  while (TREE_CODE (h) == ARRAY_REF || CONVERT_EXPR_P (h))
    h = TREE_OPERAND (h, 0);
  if (TREE_CODE (h) == COMPONENT_REF)
    h = TREE_OPERAND (h, 1);
  if (DECL_P (h) && DECL_NAME (h))
    return IDENTIFIER_POINTER (DECL_NAME (h));
  return "handle";
}

tree
string_cst (const std::string &s)
{
  return build_string_literal (s.size () + 1, s.c_str ());
}

/* ------------------------------------------------------------ views */

/* The views bound before one statement.  */
struct view
{
  tree handle, var, h;
};
struct statement_views
{
  std::vector<view> views;
  tree vars;			/* chain of the variables to declare */
  tree binds;			/* statement list run before the statement */
  bool over;			/* the statement is an over nest */
  /* Each chain rewritten, by the front end's reference: u[k] += e is
     u[k] = u[k] + e with one reference on both sides, which must stay
     one (subscripts.cc rewrites its subscripts once, in place).  */
  hash_map<tree, tree> chains;
};

tree
add_var (statement_views *sv, location_t loc, std::string name, tree type)
{
  tree v = hpc_new_var (loc, name.c_str (), type);
  DECL_CHAIN (v) = sv->vars;
  sv->vars = v;
  return v;
}

void
add_set (statement_views *sv, location_t loc, tree var, tree value)
{
  append_to_statement_list_force (build2_loc (loc, MODIFY_EXPR, TREE_TYPE (var),
					      var, fold_convert (TREE_TYPE (var),
								 value)),
				  &sv->binds);
}

/* Bind dimension D of the view NAME of handle value HV (kinds KINDS):
   its range (or sequential extent) into a variable consed onto *DIST,
   the view's attribute arguments; return the variable of its local
   extent.  */
tree
bind_dimension (statement_views *sv, location_t loc, tree hv,
		const std::string &name, const char *kinds, int d, tree *dist)
{
  std::string suffix = std::to_string (d) + "_" + name;
  tree dim = build_int_cst (integer_type_node, d), bound;
  if (kinds[d] == 'R')
    {
      tree fn = hpc_runtime_decl ("hpc_array_range");
      bound = add_var (sv, loc, "__hpc_range" + suffix,
		       TREE_TYPE (TREE_TYPE (fn)));
      tree a[2] = { hv, dim };
      add_set (sv, loc, bound, hpc_call (loc, "hpc_array_range", 2, a));
    }
  else
    {
      bound = add_var (sv, loc, "__hpc_size" + suffix,
		       long_integer_type_node);
      tree a[4] = { hv, dim, build_int_cst (integer_type_node,
					    strlen (kinds)),
		    string_cst (name) };
      add_set (sv, loc, bound, hpc_call (loc, "__hpc_param_extent", 4, a));
    }
  *dist = tree_cons (NULL_TREE, bound, *dist);
  tree e = add_var (sv, loc, "__hpc_extent" + suffix, long_integer_type_node);
  tree a[2] = { hv, dim };
  add_set (sv, loc, e, hpc_call (loc, "hpc_array_extent", 2, a));
  return e;
}

/* ELEM [E0][E1]..., the extents EXTENTS being variables: a VLA type,
   whose sizes the view's DECL_EXPR evaluates.  */
tree
view_type (tree elem, const std::vector<tree> &extents)
{
  tree type = elem;
  for (int d = extents.size () - 1; d >= 0; d--)
    {
      tree max = fold_build2 (MINUS_EXPR, sizetype,
			      fold_convert (sizetype, extents[d]),
			      size_one_node);
      type = build_array_type (type, build_index_type (max));
    }
  return type;
}

/* The view of handle expression H (of kinds KINDS, element type ELEM)
   for this statement, made on first use.  */
tree
view_of (statement_views *sv, tree h, const char *kinds, tree elem,
	 location_t loc)
{
  for (view &v : sv->views)
    if (operand_equal_p (v.handle, h, 0))
      return v.var;
  std::string name = handle_name (h);
  int rank = strlen (kinds);
  tree hv = add_var (sv, loc, "__hpc_handle_" + name, ptr_type_node);
  tree args[6] = { h, build_int_cst (integer_type_node, rank),
		   size_in_bytes (elem), string_cst (kinds), string_cst (name),
		   hpc_where (loc) };
  add_set (sv, loc, hv, hpc_call (loc, "__hpc_handle_bind", 6, args));
  std::vector<tree> extents;
  tree dist = NULL_TREE;
  for (int d = 0; d < rank; d++)
    extents.push_back (bind_dimension (sv, loc, hv, name, kinds, d, &dist));
  tree var = build_decl (loc, VAR_DECL, get_identifier (name.c_str ()),
			 view_type (elem, extents));
  DECL_CONTEXT (var) = current_function_decl;
  TREE_USED (var) = 1;
  DECL_READ_P (var) = 1;
  DECL_ATTRIBUTES (var)
    = tree_cons (get_identifier ("hpc_dist"), nreverse (dist),
		 tree_cons (get_identifier ("hpc_param"),
			    build_tree_list (NULL_TREE, hv),
			    tree_cons (get_identifier ("hpc_view"),
				       NULL_TREE, NULL_TREE)));
  DECL_CHAIN (var) = sv->vars;
  sv->vars = var;
  append_to_statement_list_force (build1_loc (loc, DECL_EXPR, void_type_node,
					      var), &sv->binds);
  view v = { h, var, hv };
  sv->views.push_back (v);
  return var;
}

/* An integer operand of the front end's pointer arithmetic as the
   signed index it came from: (sizetype) i is i.  */
tree
unsized (tree e)
{
  if (CONVERT_EXPR_P (e)
      && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (e, 0)))
      && TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (e, 0)))
	 <= TYPE_PRECISION (sizetype))
    return TREE_OPERAND (e, 0);
  return fold_convert (ptrdiff_type_node, e);
}

/* The constant C (sizetype, wrapped) divided by SIZE as a signed
   value, or NULL_TREE when SIZE does not divide it.  */
tree
signed_quotient (tree c, tree size)
{
  c = wide_int_to_tree (ptrdiff_type_node, wi::to_wide (c));
  size = fold_convert (ptrdiff_type_node, size);
  if (!integer_zerop (fold_build2 (TRUNC_MOD_EXPR, ptrdiff_type_node, c,
				   size)))
    return NULL_TREE;
  return fold_build2 (EXACT_DIV_EXPR, ptrdiff_type_node, c, size);
}

/* The byte offset E (sizetype) of an element of SIZE bytes as the
   subscript written, in the shape subscripts.cc reads (i, i + c,
   i - c), or NULL_TREE when E is not a sum of multiples of SIZE.  The
   front end makes p[i + c] into p + c * SIZE + (sizetype) i * SIZE.  */
tree
subscript_of_offset (tree e, tree size)
{
  while (CONVERT_EXPR_P (e)
	 && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (e, 0)))
	 && TYPE_UNSIGNED (TREE_TYPE (TREE_OPERAND (e, 0)))
	 && TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (e, 0)))
	    == TYPE_PRECISION (sizetype))
    e = TREE_OPERAND (e, 0);
  if (TREE_CODE (e) == INTEGER_CST)
    return signed_quotient (e, size);
  if (TREE_CODE (e) == MULT_EXPR
      && TREE_CODE (TREE_OPERAND (e, 1)) == INTEGER_CST)
    {
      tree k = signed_quotient (TREE_OPERAND (e, 1), size);
      if (!k)
	return NULL_TREE;
      tree x = unsized (TREE_OPERAND (e, 0));
      return integer_onep (k) ? x
	     : build2 (MULT_EXPR, ptrdiff_type_node,
		       fold_convert (ptrdiff_type_node, x), k);
    }
  if (TREE_CODE (e) == PLUS_EXPR || TREE_CODE (e) == MINUS_EXPR)
    {
      tree a = subscript_of_offset (TREE_OPERAND (e, 0), size);
      tree b = subscript_of_offset (TREE_OPERAND (e, 1), size);
      if (!a || !b)
	return NULL_TREE;
      enum tree_code code = TREE_CODE (e);
      if (TREE_CODE (a) == INTEGER_CST && code == PLUS_EXPR)
	std::swap (a, b);
      if (TREE_CODE (b) == INTEGER_CST && tree_int_cst_sgn (b) < 0)
	{
	  b = fold_build1 (NEGATE_EXPR, ptrdiff_type_node, b);
	  code = code == PLUS_EXPR ? MINUS_EXPR : PLUS_EXPR;
	}
      if (integer_zerop (b))
	return a;
      return build2 (code, ptrdiff_type_node,
		     fold_convert (ptrdiff_type_node, a), b);
    }
  if (integer_onep (size))
    return unsized (e);
  return NULL_TREE;
}

/* If the INDIRECT_REF T is an element access through a handle, the
   handle expression, with the first subscript in *IDX (an error where it
   cannot be read back, unless QUIET).  */
tree
handle_deref (tree t, tree *idx, bool quiet = false)
{
  tree p = TREE_OPERAND (t, 0), off = size_zero_node;
  while (TREE_CODE (p) == POINTER_PLUS_EXPR)
    {
      tree o = TREE_OPERAND (p, 1);
      off = integer_zerop (off) ? o : build2 (PLUS_EXPR, sizetype, o, off);
      p = TREE_OPERAND (p, 0);
    }
  while (CONVERT_EXPR_P (p) && handle_kinds (TREE_TYPE (TREE_OPERAND (p, 0))))
    p = TREE_OPERAND (p, 0);
  if (!handle_kinds (TREE_TYPE (p)))
    return NULL_TREE;
  tree size = size_in_bytes (TREE_TYPE (TREE_TYPE (p)));
  *idx = subscript_of_offset (off, size);
  if (!*idx && !quiet)
    {
      error_at (EXPR_LOC_OR_LOC (t, input_location), "the first subscript "
		"of handle %qs cannot be read back from its pointer "
		"arithmetic", handle_name (p).c_str ());
      *idx = integer_zero_node;
    }
  return p;
}

tree rewrite_r (tree *tp, int *walk_subtrees, void *data);

/* *TP is the chain REFS[N-1..0] of ARRAY_REFs over the INDIRECT_REF BASE
   of handle H: one chain of H's view.  */
void
rewrite_chain (tree *tp, tree h, tree idx, tree *refs, int n,
	       statement_views *sv)
{
  const char *kinds = handle_kinds (TREE_TYPE (h));
  location_t loc = EXPR_LOC_OR_LOC (*tp, input_location);
  int rank = strlen (kinds);
  if (n + 1 != rank)
    {
      error_at (loc, "handle %qs has %d dimensions but %d subscripts",
		handle_name (h).c_str (), rank, n + 1);
      return;
    }
  if (TREE_SIDE_EFFECTS (h))
    {
      error_at (loc, "the handle subscripted here has side effects: "
		"store it in a handle variable first");
      return;
    }
  tree elem = TREE_TYPE (*tp);
  tree var = view_of (sv, h, kinds, TYPE_MAIN_VARIANT (elem), loc);
  tree type = TREE_TYPE (var);
  tree r = build4_loc (loc, ARRAY_REF, TREE_TYPE (type), var, idx, NULL_TREE,
		       NULL_TREE);
  for (int k = n - 1; k >= 0; k--)
    {
      type = TREE_TYPE (type);
      r = build4_loc (EXPR_LOC_OR_LOC (refs[k], loc), ARRAY_REF,
		      TREE_TYPE (type), r, TREE_OPERAND (refs[k], 1),
		      NULL_TREE, NULL_TREE);
    }
  TREE_THIS_VOLATILE (r) = TREE_THIS_VOLATILE (*tp);
  TREE_SIDE_EFFECTS (r) = TREE_SIDE_EFFECTS (*tp);
  *tp = r;
  for (tree s = r; TREE_CODE (s) == ARRAY_REF; s = TREE_OPERAND (s, 0))
    walk_tree (&TREE_OPERAND (s, 1), rewrite_r, sv, NULL);
}

/* Rewrite the handle subscripts under *TP into views of SV; below an
   over nest's statement, every one; below another statement, those not
   in a nested statement list.  */
tree
rewrite_r (tree *tp, int *walk_subtrees, void *data)
{
  statement_views *sv = (statement_views *) data;
  tree t = *tp;
  if (TYPE_P (t)
      || (!sv->over && (TREE_CODE (t) == STATEMENT_LIST
			|| TREE_CODE (t) == BIND_EXPR)))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (sv->over && ((TREE_CODE (t) == MODIFY_EXPR
		    && handle_kinds (TREE_TYPE (TREE_OPERAND (t, 0))))
		   || hpc_call_to_p (t, "__hpc_handle_free")
		   || hpc_call_to_p (t, "__hpc_handle_redistribute_v")))
    error_at (linemap_resolve_location (line_table,
					EXPR_LOC_OR_LOC (t, input_location),
					LRK_MACRO_EXPANSION_POINT, NULL),
	      "a handle is assigned, freed or redistributed in an %<over%> "
	      "body, which runs with the arrays its handles named at its "
	      "start");
  if (TREE_CODE (t) != ARRAY_REF && TREE_CODE (t) != INDIRECT_REF)
    return NULL_TREE;
  tree refs[HPC_MAX_RANK + 1];
  int n = 0;
  tree base = t;
  for (; TREE_CODE (base) == ARRAY_REF && n < HPC_MAX_RANK; n++)
    refs[n] = base, base = TREE_OPERAND (base, 0);
  tree idx, h;
  if (TREE_CODE (base) != INDIRECT_REF || !(h = handle_deref (base, &idx)))
    return NULL_TREE;
  *walk_subtrees = 0;
  if (tree *done = sv->chains.get (t))
    {
      *tp = *done;
      return NULL_TREE;
    }
  rewrite_chain (tp, h, idx, refs, n, sv);
  sv->chains.put (t, *tp);
  return NULL_TREE;
}

/* In a call of libhpc's (hpc_library_call_p), an argument that
   is a handle with a view in DATA becomes the view, the same block's
   address: the passes that read a call's array (fuse.cc's exchange
   of the array a red-black loop sweeps) see the view they see in the
   subscripts.  Only where the handles cannot change across the
   statement (an over run, a loop_binds_once loop).  */
tree
rewrite_call_r (tree *tp, int *walk_subtrees, void *data)
{
  statement_views *sv = (statement_views *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  if (!hpc_library_call_p (t))
    return NULL_TREE;
  for (int k = 0; k < call_expr_nargs (t); k++)
    {
      tree *ap = &CALL_EXPR_ARG (t, k), h = hpc_strip (*ap);
      if (handle_kinds (TREE_TYPE (h)))
	for (view &v : sv->views)
	  if (operand_equal_p (v.handle, h, 0))
	    *ap = fold_convert (TREE_TYPE (*ap), build_fold_addr_expr (v.var));
    }
  return NULL_TREE;
}

void process (tree *slot);

/* Process the statement lists nested in a statement.  */
tree
nested_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == STATEMENT_LIST || TREE_CODE (*tp) == BIND_EXPR)
    {
      process (tp);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* A call of hpc_redistribute in the statement at *TP, not in a nested
   statement list.  */
tree
redistribution_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp) || TREE_CODE (*tp) == STATEMENT_LIST
      || TREE_CODE (*tp) == BIND_EXPR)
    *walk_subtrees = 0;
  else if (hpc_call_to_p (*tp, "__hpc_handle_redistribute_v"))
    return *tp;
  return NULL_TREE;
}

/* Views for the handle subscripts in the expression at *SLOT, part of
   the statement at *STMT: bound before that statement, so that one
   redistributing an array there would leave them on its old block.  */
void
bind_before (tree *stmt, tree *slot, bool over)
{
  statement_views sv;
  sv.vars = NULL_TREE;
  sv.binds = NULL_TREE;
  sv.over = over;
  walk_tree (slot, rewrite_r, &sv, NULL);
  if (sv.views.empty ())
    return;
  if (tree call = walk_tree (slot, redistribution_r, NULL, NULL))
    error_at (linemap_resolve_location (line_table,
					EXPR_LOC_OR_LOC (call, input_location),
					LRK_MACRO_EXPANSION_POINT, NULL),
	      "a statement that subscripts a handle calls "
	      "%<hpc_redistribute%>: its subscripts would see the arrays "
	      "before the move; redistribute in a statement of its own");
  if (over)
    walk_tree (slot, rewrite_call_r, &sv, NULL);
  append_to_statement_list_force (*stmt, &sv.binds);
  *stmt = hpc_bind (sv.vars, sv.binds);
}

/* Whether the statement at I is an over nest (perhaps in the block of
   its index's declaration).  */
bool
over_at (tree_stmt_iterator i)
{
  tree var;
  return !tsi_end_p (i) && hpc_over_in (tsi_stmt (i), &var);
}

/* The statement after I, past the markers -g puts between statements.  */
tree_stmt_iterator
next_past_markers (tree_stmt_iterator i)
{
  tsi_next (&i);
  while (!tsi_end_p (i) && TREE_CODE (tsi_stmt (i)) == DEBUG_BEGIN_STMT)
    tsi_next (&i);
  return i;
}

/* If I starts a run of consecutive over nests, bind the views they all
   need once, before the first, with the run in the block, and return
   true.  Their bodies assign no handles, so the handles stay as they are
   across the run, and the nests stay consecutive for the optimisations
   that take two at once (fuse.cc).  */
bool
bind_over_run (tree_stmt_iterator i)
{
  if (!over_at (i))
    return false;
  statement_views sv;
  sv.vars = NULL_TREE;
  sv.binds = NULL_TREE;
  sv.over = true;
  tree_stmt_iterator j = i;
  for (; over_at (j); j = next_past_markers (j))
    walk_tree (tsi_stmt_ptr (j), rewrite_r, &sv, NULL);
  if (sv.views.empty ())
    return true;
  for (j = i; over_at (j); j = next_past_markers (j))
    walk_tree (tsi_stmt_ptr (j), rewrite_call_r, &sv, NULL);
  append_to_statement_list_force (tsi_stmt (i), &sv.binds);
  tree_stmt_iterator k = i;
  tsi_next (&k);
  while (over_at (next_past_markers (i)))
    {
      while (TREE_CODE (tsi_stmt (k)) == DEBUG_BEGIN_STMT)
	{
	  append_to_statement_list_force (tsi_stmt (k), &sv.binds);
	  tsi_delink (&k);
	}
      append_to_statement_list_force (tsi_stmt (k), &sv.binds);
      tsi_delink (&k);
    }
  *tsi_stmt_ptr (i) = hpc_bind (sv.vars, sv.binds);
  return true;
}

/* A loop's condition or step, evaluated again each iteration: no view
   bound before the loop could follow the handles' changes.  */
void
refuse_in_header (tree *slot)
{
  statement_views sv;
  sv.vars = NULL_TREE;
  sv.binds = NULL_TREE;
  sv.over = false;
  if (*slot)
    walk_tree (slot, rewrite_r, &sv, NULL);
  if (!sv.views.empty ())
    error_at (EXPR_LOC_OR_LOC (*slot, input_location), "a handle is "
	      "subscripted in the condition or step of a loop: subscript it "
	      "in the body of the loop");
}

/* ------------------------------------------------------------ loops */

/* What a loop does to handles (loop_binds_once).  */
struct loop_survey
{
  tree loop;
  bool subscripts;		/* it subscripts a handle */
};

/* Whether CALL may assign a handle of the program: any call but one of
   libhpc's (hpc_library_call_p; hpc_free is __hpc_handle_free, whose
   argument is a handle's address) or of a GCC built-in given no
   pointer.  */
bool
may_assign_handles (tree call)
{
  if (hpc_library_call_p (call))
    return false;
  tree fn = get_callee_fndecl (call);
  if (!fn || !fndecl_built_in_p (fn))
    return true;
  for (int k = 0; k < call_expr_nargs (call); k++)
    if (POINTER_TYPE_P (TREE_TYPE (CALL_EXPR_ARG (call, k))))
      return true;
  return false;
}

/* Find what in the loop keeps its handles from being bound once before
   it: an assignment to a handle or its address taken, a call that may
   assign one, a label, a subscript of a handle expression other than a
   variable declared outside the loop.  */
tree
loop_survey_r (tree *tp, int *walk_subtrees, void *data)
{
  loop_survey *ls = (loop_survey *) data;
  tree t = *tp, idx;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  switch (TREE_CODE (t))
    {
    case MODIFY_EXPR: case INIT_EXPR: case PREINCREMENT_EXPR:
    case POSTINCREMENT_EXPR: case PREDECREMENT_EXPR: case POSTDECREMENT_EXPR:
    case ADDR_EXPR:
      return handle_kinds (TREE_TYPE (TREE_OPERAND (t, 0))) ? t : NULL_TREE;
    case CALL_EXPR:
      return may_assign_handles (t) ? t : NULL_TREE;
    case ASM_EXPR:
    /* A jump to a label in the loop from outside would skip the
       binding.  */
    case LABEL_EXPR:
    case CASE_LABEL_EXPR:
      return t;
    case INDIRECT_REF:
      if (tree h = handle_deref (t, &idx, true))
	{
	  h = hpc_strip (h);
	  if ((!VAR_P (h) && TREE_CODE (h) != PARM_DECL)
	      || hpc_declares_p (ls->loop, h))
	    return t;
	  ls->subscripts = true;
	}
      return NULL_TREE;
    default:
      return NULL_TREE;
    }
}

/* Whether S is a for, while or do loop (not a construct).  */
bool
plain_loop_p (tree s)
{
  tree var;
  return (TREE_CODE (s) == FOR_STMT || TREE_CODE (s) == WHILE_STMT
	  || TREE_CODE (s) == DO_STMT)
	 && hpc_classify (s, &var) == HPC_NOT_CONSTRUCT;
}

/* The loop S is, or that the block S scopes (for (int p = 0; ...) is
   a block of p's declaration and the loop), or NULL_TREE.  */
tree
loop_of (tree s)
{
  if (plain_loop_p (s))
    return s;
  if (TREE_CODE (s) != BIND_EXPR
      || TREE_CODE (BIND_EXPR_BODY (s)) != STATEMENT_LIST)
    return NULL_TREE;
  tree loop = NULL_TREE;
  for (tree_stmt_iterator i = tsi_start (BIND_EXPR_BODY (s)); !tsi_end_p (i);
       tsi_next (&i))
    {
      tree t = tsi_stmt (i);
      if (loop || (TREE_CODE (t) != DECL_EXPR
		   && TREE_CODE (t) != DEBUG_BEGIN_STMT && !plain_loop_p (t)))
	return NULL_TREE;
      if (plain_loop_p (t))
	loop = t;
    }
  return loop;
}

/* Whether the statement S, a loop or the block of a loop's declaration
   (loop_of), binds its handles' views once, before it: it subscripts
   handles, each a variable declared outside it, and nothing in it
   (header included) assigns a handle or calls a function that may, so
   that every statement in it would see the arrays the handles name at
   its start.  The colour loop of a red-black relaxation then reaches
   fuse.cc as on block-scope arrays, its variable's declaration still
   just before it.  */
bool
loop_binds_once (tree s)
{
  tree loop = loop_of (s);
  if (!loop)
    return false;
  loop_survey ls = { s, false };
  if (walk_tree_without_duplicates (&s, loop_survey_r, &ls))
    return false;
  if (!ls.subscripts)
    return false;
  /* A subscript in the condition or step stays an error
     (refuse_in_header).  */
  tree *header[2] = { NULL, NULL };
  if (TREE_CODE (loop) == FOR_STMT)
    header[0] = &FOR_COND (loop), header[1] = &FOR_EXPR (loop);
  else
    header[0] = (TREE_CODE (loop) == WHILE_STMT ? &WHILE_COND (loop)
		 : &DO_COND (loop));
  for (tree *h : header)
    if (h && *h)
      {
	loop_survey hs = { s, false };
	walk_tree_without_duplicates (h, loop_survey_r, &hs);
	if (hs.subscripts)
	  return false;
      }
  return true;
}

/* Bind the views the statement at *SLOT needs just before it, and those
   its sub-statements need before each of them.  */
void
process (tree *slot)
{
  tree s = *slot, var;
  if (!s)
    return;
  if (loop_binds_once (s))
    {
      bind_before (slot, slot, true);
      return;
    }
  switch (TREE_CODE (s))
    {
    case STATEMENT_LIST:
      for (tree_stmt_iterator i = tsi_start (s); !tsi_end_p (i); tsi_next (&i))
	if (!bind_over_run (i))
	  process (tsi_stmt_ptr (i));
      return;
    case BIND_EXPR:
      /* An over nest in the block of its index's declaration (the body
	 of an at, say) binds before the block: the declaration and the
	 marker loop stay together for the lowering.  */
      if (hpc_over_in (s, &var))
	bind_before (slot, slot, true);
      else
	process (&BIND_EXPR_BODY (s));
      return;
    case DECL_EXPR:
      /* walk_tree reaches an initializer only through its block.  */
      if (VAR_P (DECL_EXPR_DECL (s)) && DECL_INITIAL (DECL_EXPR_DECL (s))
	  && !TREE_STATIC (DECL_EXPR_DECL (s)))
	{
	  tree *init = &DECL_INITIAL (DECL_EXPR_DECL (s));
	  walk_tree (init, nested_r, NULL, NULL);
	  bind_before (slot, init, false);
	}
      return;
    case COND_EXPR:
      process (&COND_EXPR_THEN (s));
      process (&COND_EXPR_ELSE (s));
      bind_before (slot, &COND_EXPR_COND (s), false);
      return;
    case SWITCH_STMT:
      process (&SWITCH_STMT_BODY (s));
      bind_before (slot, &SWITCH_STMT_COND (s), false);
      return;
    case WHILE_STMT:
      refuse_in_header (&WHILE_COND (s));
      process (&WHILE_BODY (s));
      return;
    case DO_STMT:
      refuse_in_header (&DO_COND (s));
      process (&DO_BODY (s));
      return;
    case FOR_STMT:
      if (hpc_classify (s, &var) == HPC_OVER)
	break;
      refuse_in_header (&FOR_COND (s));
      refuse_in_header (&FOR_EXPR (s));
      process (&FOR_BODY (s));
      bind_before (slot, &FOR_INIT_STMT (s), false);
      return;
    default:
      break;
    }
  bool over = TREE_CODE (s) == FOR_STMT;
  if (!over)
    walk_tree (slot, nested_r, NULL, NULL);
  bind_before (slot, slot, over);
}

/* ------------------------------------------------------------ hpc_new */

/* Push onto ARGS the range (or null) and extent of each extent CALL
   gives from argument FIRST on, one per dimension of handle NAME of
   kinds KINDS, as hpc_new's allocation takes them; false after an
   error, which names WHAT (the call).  */
bool
push_extents (location_t loc, const char *kinds, const std::string &name,
	      tree call, int first, const char *what, auto_vec<tree> *args)
{
  int rank = strlen (kinds);
  if (call_expr_nargs (call) - first != rank)
    {
      error_at (loc, "%qs for handle %qs of rank %d has %d extents", what,
		name.c_str (), rank, call_expr_nargs (call) - first);
      return false;
    }
  for (int d = 0; d < rank; d++)
    {
      tree e = CALL_EXPR_ARG (call, first + d);
      bool range = hpc_range_type_p (e);
      if (range != (kinds[d] == 'R')
	  || (!range && !INTEGRAL_TYPE_P (TREE_TYPE (e))))
	{
	  error_at (EXPR_LOC_OR_LOC (e, loc), "extent %d of %qs for "
		    "%qs must be %s", d, what, name.c_str (),
		    kinds[d] == 'R' ? "a Range" : "an integer");
	  return false;
	}
      tree s[2] = { save_expr (e), string_cst (name) };
      args->safe_push (range ? s[0] : null_pointer_node);
      args->safe_push (hpc_call (loc, range ? "__hpc_range_extent"
				 : "__hpc_seq_extent", 2, s));
    }
  return true;
}

/* p = hpc_new (e0, ...) with P of handle type TYPE, at LOC: the
   allocation, whose value is the new array's descriptor, or NULL_TREE
   after an error.  */
tree
new_call (location_t loc, tree type, const std::string &name, tree call)
{
  const char *kinds = handle_kinds (type);
  tree elem = strip_array_types (TREE_TYPE (type));
  auto_vec<tree> args;
  args.safe_push (size_in_bytes (elem));
  args.safe_push (string_cst (name));
  args.safe_push (build_int_cst (integer_type_node, strlen (kinds)));
  if (!push_extents (loc, kinds, name, call, 0, "hpc_new", &args))
    return NULL_TREE;
  tree fn = hpc_runtime_decl ("__hpc_array_alloc_v");
  tree base = build_call_expr_loc_array (loc, fn, args.length (),
					 args.address ());
  return fold_convert (type, hpc_call (loc, "__hpc_handle_of", 1, &base));
}

/* Why the first argument H of hpc_redistribute at LOC, not a handle,
   cannot be redistributed.  */
void
error_not_handle (location_t loc, tree h)
{
  tree v = TREE_CODE (h) == ADDR_EXPR ? TREE_OPERAND (h, 0) : h;
  if (hpc_distributed_p (v) && lookup_attribute ("hpc_param",
						 DECL_ATTRIBUTES (v)))
    error_at (loc, "%<hpc_redistribute%> moves the array a handle names, "
	      "and %qE is a distributed parameter: pass a handle and "
	      "redistribute it in the caller", DECL_NAME (v));
  else if (hpc_distributed_p (v))
    error_at (loc, "%<hpc_redistribute%> moves the array a handle names, "
	      "and %qE is a distributed array declared in a block: declare "
	      "a handle (%<distributed T p[Range]...;%>) and give it an array "
	      "with %<hpc_new%>", DECL_NAME (v));
  else
    error_at (loc, "the first argument of %<hpc_redistribute%> must be a "
	      "handle");
}

/* hpc_redistribute (h, e0, ...) at LOC: the run-time call given h's
   address, or NULL_TREE after an error.  */
tree
redistribute_call (location_t loc, tree call)
{
  tree h = hpc_strip (CALL_EXPR_ARG (call, 0));
  const char *kinds = handle_kinds (TREE_TYPE (h));
  if (!kinds)
    {
      error_not_handle (loc, h);
      return NULL_TREE;
    }
  std::string name = handle_name (h);
  if (TREE_SIDE_EFFECTS (h) || !lvalue_p (h))
    {
      error_at (loc, "%<hpc_redistribute%> takes a handle variable, member "
		"or element without side effects");
      return NULL_TREE;
    }
  auto_vec<tree> args;
  args.safe_push (build_fold_addr_expr (h));
  args.safe_push (size_in_bytes (strip_array_types (TREE_TYPE (TREE_TYPE
								  (h)))));
  args.safe_push (string_cst (kinds));
  args.safe_push (string_cst (name));
  args.safe_push (hpc_where (loc));
  if (!push_extents (loc, kinds, name, call, 1, "hpc_redistribute", &args))
    return NULL_TREE;
  tree fn = hpc_runtime_decl ("__hpc_handle_redistribute_v");
  return build_call_expr_loc_array (loc, fn, args.length (), args.address ());
}

/* Whether E (conversions stripped) is a call hpc_new (...).  */
tree
new_marker (tree e)
{
  e = hpc_strip (e);
  return hpc_call_to_p (e, "__hpc_new") ? e : NULL_TREE;
}

/* An assignment of handle LHS from RHS: both of one handle type.  */
void
check_handle_assignment (location_t loc, tree lhs, tree rhs)
{
  tree from = TREE_TYPE (hpc_strip (rhs)), to = TREE_TYPE (lhs);
  if (!POINTER_TYPE_P (from) || VOID_TYPE_P (TREE_TYPE (from))
      || integer_zerop (rhs))
    return;
  const char *a = handle_kinds (to), *b = handle_kinds (from);
  if (!b || strcmp (a, b)
      || !comptypes (TYPE_MAIN_VARIANT (TREE_TYPE (to)),
		     TYPE_MAIN_VARIANT (TREE_TYPE (from))))
    error_at (loc, "assignment to handle %qs from %qT: a handle takes "
	      "handles of its own element type and dimensions",
	      handle_name (lhs).c_str (), from);
}

tree
new_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  tree lhs = NULL_TREE, *rhs = NULL;
  /* walk_tree walks a block's initializers before its statements.  */
  if (TREE_CODE (t) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (t); v; v = DECL_CHAIN (v))
      if (VAR_P (v) && DECL_INITIAL (v) && handle_kinds (TREE_TYPE (v)))
	if (tree call = new_marker (DECL_INITIAL (v)))
	  {
	    tree c = new_call (DECL_SOURCE_LOCATION (v), TREE_TYPE (v),
			       handle_name (v), call);
	    DECL_INITIAL (v) = c ? c : fold_convert (TREE_TYPE (v),
						     null_pointer_node);
	  }
  if (TREE_CODE (t) == MODIFY_EXPR)
    lhs = TREE_OPERAND (t, 0), rhs = &TREE_OPERAND (t, 1);
  else if (TREE_CODE (t) == DECL_EXPR && VAR_P (DECL_EXPR_DECL (t))
	   && DECL_INITIAL (DECL_EXPR_DECL (t)))
    lhs = DECL_EXPR_DECL (t), rhs = &DECL_INITIAL (lhs);
  location_t loc = EXPR_LOC_OR_LOC (t, input_location);
  if (lhs && handle_kinds (TREE_TYPE (lhs)))
    {
      if (tree call = new_marker (*rhs))
	{
	  if (tree c = new_call (loc, TREE_TYPE (lhs), handle_name (lhs), call))
	    *rhs = c;
	  *walk_subtrees = 0;
	}
      else
	check_handle_assignment (loc, lhs, *rhs);
    }
  else if (hpc_call_to_p (t, "__hpc_redistribute"))
    {
      location_t at = linemap_resolve_location (line_table, loc,
						LRK_MACRO_EXPANSION_POINT,
						NULL);
      tree c = redistribute_call (at, t);
      *tp = c ? c : build_empty_stmt (at);
      *walk_subtrees = 0;
    }
  else if (hpc_call_to_p (t, "__hpc_new"))
    error_at (linemap_resolve_location (line_table, loc,
					LRK_MACRO_EXPANSION_POINT, NULL), "%<hpc_new (...)%> is assigned to a handle "
	      "(%<p = hpc_new (x, y);%>) and nowhere else");
  return NULL_TREE;
}

/* Any handle subscript left (where no statement could bind its view)
   is an error: as pointer arithmetic it would reach the wrong element.  */
tree
unbound_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp, idx;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == INDIRECT_REF)
    if (tree h = handle_deref (t, &idx))
      {
	error_at (EXPR_LOC_OR_LOC (t, input_location), "handle %qs is "
		  "subscripted where no statement can bind it: subscript "
		  "it in a statement of a function body",
		  handle_name (h).c_str ());
	*walk_subtrees = 0;
      }
  return NULL_TREE;
}

/* A handle given where its local block is meant: passed for a
   distributed parameter, or cast to a pointer to data, (double *) p.
   The handle's value is its descriptor's address (handle.c), so each
   becomes __hpc_handle_block (p).  */
tree
block_uses_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  if (TREE_CODE (t) == CALL_EXPR && !hpc_library_call_p (t))
    for (int k = 0; k < call_expr_nargs (t); k++)
      {
	tree *ap = &CALL_EXPR_ARG (t, k);
	if (hpc_array_parameter_arg_p (t, k)
	    && handle_kinds (TREE_TYPE (hpc_strip (*ap))))
	  *ap = fold_convert (TREE_TYPE (*ap),
			      hpc_call (EXPR_LOC_OR_LOC (t, input_location),
					"__hpc_handle_block", 1, ap));
      }
  if (CONVERT_EXPR_P (t) && POINTER_TYPE_P (TREE_TYPE (t))
      && !VOID_TYPE_P (TREE_TYPE (TREE_TYPE (t)))
      && !handle_kinds (TREE_TYPE (t))
      && handle_kinds (TREE_TYPE (TREE_OPERAND (t, 0))))
    TREE_OPERAND (t, 0)
      = fold_convert (TREE_TYPE (TREE_OPERAND (t, 0)),
		      hpc_call (EXPR_LOC_OR_LOC (t, input_location),
				"__hpc_handle_block", 1,
				&TREE_OPERAND (t, 0)));
  return NULL_TREE;
}

} // anon namespace

void
hpc_register_handle_attribute (void)
{
  register_attribute (&handle_attribute_spec);
}

void
hpc_bind_views (tree fndecl)
{
  walk_tree (&DECL_SAVED_TREE (fndecl), new_r, NULL, NULL);
  /* The function's outermost block stays outermost, its views bound
     inside it: GCC lowers a block that is the function's own (its
     DECL_INITIAL) only as the outermost one.  */
  tree body = DECL_SAVED_TREE (fndecl);
  process (TREE_CODE (body) == BIND_EXPR ? &BIND_EXPR_BODY (body)
	   : &DECL_SAVED_TREE (fndecl));
  walk_tree (&DECL_SAVED_TREE (fndecl), unbound_r, NULL, NULL);
  walk_tree (&DECL_SAVED_TREE (fndecl), block_uses_r, NULL, NULL);
  hpc_declare_block_handles (fndecl);
}
