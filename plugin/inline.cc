/* inline.cc - calls of small functions of distributed arrays replaced by
   their over nests before the lowering, so that the passes joining
   consecutive nests (fuse.cc) see a caller's nests and its
   callees' side by side.

   The lowering runs on one function at a time, at PRE_GENERICIZE,
   before GCC inlines anything, so a sweep and an update written as two
   functions,

     static void sweep (distributed double dst[Range x][Range y],
			distributed double src[Range xs][Range ys], int n)
     { over (i = x | 1 : n - 2) over (j = y | 1 : n - 2) dst[i][j] = ...; }
     ...
       sweep (v, u, N);
       copy (u, v, N);

   would stay two passes.  This stage, the first, keeps a copy of the
   over nests of each function G that qualifies (taken before G's own
   stages lower it), and in a later function F replaces a call statement
   G (a, b, n) that stands next to an over nest, another such call or an
   exchange (with a nest, a red-black colour sweep) by copies of G's
   nests in which each distributed parameter is the argument array, each
   of its dimensions' variables the argument's, and each scalar
   parameter the argument: the nests F would have held had its author
   written them there.  Other calls stay: inlining them would enable no
   pass.  G's own definition stays.

   Why the copies mean what the call means.  A distributed parameter is
   bound to the argument's local block, with the argument's ranges and
   extents (params.cc).  The argument is an array F declares (or F's own
   distributed parameter) of the parameter's rank, element type and
   dimension kinds, whose dimensions are constants or variables F never
   assigns after their declaration nor takes the address of, so they
   hold at the call what they held when the array was made.  G reads its
   parameters' bindings only through those names, never assigns them,
   and never takes a scalar's address.  A scalar parameter is replaced
   by its argument only where the argument is built by + - * from
   constants and automatic variables of F whose address is never taken,
   which G's code cannot change, so it has its value at the call
   wherever the copies read it.  G's body is its parameters' bindings,
   scalars declared without a value (declared afresh in F for each copy)
   or as integers computed from its parameters (read as that value), and
   over nests: no return, label, static variable or other statement;
   the nests' own variables (the indices) are declared afresh in each
   copy (version.cc's copying).  G is static or inline (no other
   definition replaces it), not noinline, not nested, defined before F
   (so never F itself).  Calls in over bodies stay: their nests would
   become inner overs of that over.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "langhooks.h"
#include "gimplify.h"

namespace {

/* What a call of a function with distributed parameters can be replaced
   by: copies of its over nests with its parameters and their dimensions'
   variables replaced (NESTS, templates never lowered), or why not.  */
struct callee
{
  auto_vec<tree> nests;
  /* For each parameter in order: the array bound to it, or NULL_TREE for
     a scalar parameter.  */
  auto_vec<tree> arrays;
  /* Scalars G declares before its nests: without a value (the nests'
     privates), declared afresh in the caller for each copy; or with an
     integer value computed from its parameters (INITS, a copy of it,
     else NULL_TREE), read as that value.  */
  auto_vec<tree> locals;
  auto_vec<tree> inits;
  char *why_not;
};

/* The functions recorded so far, for calls in later functions: the
   translation unit's (hpc-context.h).  Their templates and arrays are
   kept from the garbage collector until the end of the file
   (hpc_keep).  */
struct callees_state : hpc_stage_state
{
  hash_map<tree, callee *> callees;
};

hash_map<tree, callee *> &
callees (void)
{
  return hpc_state<callees_state> (hpc_unit ().callees).callees;
}

/* The arguments of attribute NAME of DECL, or NULL_TREE.  */
tree
attribute_args (tree decl, const char *name)
{
  tree a = lookup_attribute (name, DECL_ATTRIBUTES (decl));
  return a ? TREE_VALUE (a) : NULL_TREE;
}

/* The array of G's body bound to parameter P (hpc_param (P)).  */
tree
bound_array (tree body, tree p)
{
  for (tree d = BIND_EXPR_VARS (body); d; d = DECL_CHAIN (d))
    if (tree a = attribute_args (d, "hpc_param"))
      if (hpc_strip (TREE_VALUE (a)) == p)
	return d;
  return NULL_TREE;
}

/* A statement only evaluating the sizes of a variable-length type (the
   front end's, before a parameter's array is declared).  */
bool
sizes_only_p (tree s)
{
  s = hpc_strip (s);
  if (TREE_CODE (s) == COMPOUND_EXPR)
    return sizes_only_p (TREE_OPERAND (s, 0))
	   && sizes_only_p (TREE_OPERAND (s, 1));
  return TREE_CODE (s) == SAVE_EXPR;
}

/* What G's nests may read of G: its scalar parameters, the arrays bound
   to its distributed ones and those arrays' dimension variables (all
   replaced in a copy); what they must not write.  */
struct survey
{
  tree fndecl;
  hash_set<tree> bound;		/* replaced in a copy */
  hash_set<tree> own;		/* declared in the nests */
  hash_set<tree> locals;	/* declared before them, without a value */
  hash_set<tree> sizes;		/* the SAVE_EXPRs of the arrays' types */
  char *why;
};

void
decline (survey *s, location_t loc, const char *fmt, tree d)
{
  if (s->why)
    return;
  const char *name = !d ? "" : hpc_decl_name (d, "?");
  char *what = xasprintf (fmt, name);
  expanded_location e = expand_location (loc);
  s->why = e.file ? xasprintf ("%s (line %d)", what, e.line) : xstrdup (what);
  free (what);
}

/* The variable an assignment or increment T writes, or NULL_TREE.  */
tree
written_var (tree t)
{
  tree lhs = hpc_stored_lvalue (t);
  return lhs ? hpc_strip (lhs) : NULL_TREE;
}

/* walk_tree callback over one of G's nests: note what it declares, stop
   at what a copy in another function could not mean alike.  */
tree
survey_r (tree *tp, int *walk_subtrees, void *data)
{
  survey *s = (survey *) data;
  tree t = *tp;
  location_t loc = EXPR_P (t) ? EXPR_LOCATION (t) : UNKNOWN_LOCATION;
  if (TYPE_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == BIND_EXPR)
    for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
      {
	if (VAR_P (d) && TREE_STATIC (d))
	  decline (s, DECL_SOURCE_LOCATION (d),
		   "it declares the static variable '%s'", d);
	s->own.add (d);
      }
  else if (TREE_CODE (t) == RETURN_EXPR)
    decline (s, loc, "it returns from an over nest%s", NULL_TREE);
  else if (TREE_CODE (t) == LABEL_EXPR)
    decline (s, loc, "its nests hold a label%s", NULL_TREE);
  else if (s->sizes.contains (t)
	   || (EXPR_P (t) && TREE_CODE (t) != ARRAY_REF
	       && TREE_CODE (t) != SAVE_EXPR
	       && variably_modified_type_p (TREE_TYPE (t), NULL_TREE)))
    /* The sizes of G's arrays' types are evaluated in G only; a copy's
       element references take the argument's row types (retype_r).  */
    decline (s, loc, "its nests use the type of a parameter's array "
	     "otherwise than by subscripts%s", NULL_TREE);
  else if (tree v = written_var (t))
    {
      if (s->bound.contains (v))
	decline (s, loc, "it assigns its parameter '%s'", v);
    }
  else if (TREE_CODE (t) == ADDR_EXPR && s->bound.contains (TREE_OPERAND (t, 0))
	   && TREE_CODE (TREE_TYPE (TREE_OPERAND (t, 0))) != ARRAY_TYPE)
    decline (s, loc, "it takes the address of '%s'", TREE_OPERAND (t, 0));
  else if (DECL_P (t))
    {
      *walk_subtrees = 0;
      if (DECL_CONTEXT (t) == s->fndecl && !s->bound.contains (t)
	  && !s->own.contains (t) && !s->locals.contains (t))
	decline (s, DECL_SOURCE_LOCATION (t),
		 "its nests read '%s', declared outside them", t);
    }
  return NULL_TREE;
}

/* The parameters of G (body BODY) and what they bind, in C; false where
   G does not qualify (the reason in S->why).  */
bool
survey_parameters (tree g, tree body, callee *c, survey *s)
{
  bool any = false;
  for (tree p = DECL_ARGUMENTS (g); p; p = DECL_CHAIN (p))
    {
      tree a = hpc_array_parameter_type_p (TREE_TYPE (p))
	       ? bound_array (body, p) : NULL_TREE;
      c->arrays.safe_push (a);
      hpc_keep (p);
      if (a)
	hpc_keep (a);
      if (!a)
	{
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (p))
	      && !SCALAR_FLOAT_TYPE_P (TREE_TYPE (p)) && !hpc_range_type_p (p))
	    decline (s, DECL_SOURCE_LOCATION (p),
		     "its parameter '%s' is not an integer, a real or a "
		     "range", p);
	  else if (TREE_ADDRESSABLE (p))
	    decline (s, DECL_SOURCE_LOCATION (p),
		     "it takes the address of '%s'", p);
	  s->bound.add (p);
	  continue;
	}
      any = true;
      s->bound.add (a);
      for (tree d = attribute_args (a, "hpc_dist"); d; d = TREE_CHAIN (d))
	s->bound.add (hpc_strip (TREE_VALUE (d)));
    }
  return any;
}

/* walk_tree callback: note the SAVE_EXPRs of a statement evaluating
   the sizes of the arrays' types.  */
tree
note_size_r (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == SAVE_EXPR)
    ((survey *) data)->sizes.add (*tp);
  return NULL_TREE;
}

/* Whether statement T of G's body is part of its parameters' bindings
   (their declarations and the sizes of the arrays' types).  */
bool
binding_p (tree t, survey *s)
{
  if (TREE_CODE (t) == DEBUG_BEGIN_STMT)
    return true;
  if (TREE_CODE (t) == DECL_EXPR)
    return s->bound.contains (DECL_EXPR_DECL (t));
  if (!sizes_only_p (t))
    return false;
  walk_tree (&t, note_size_r, s, NULL);
  return true;
}

/* Whether E is an integer computed by + - * from constants and G's
   integer parameters, dimensions and such locals (S->bound): the same
   wherever it is evaluated, without side effects.  Integers only: a
   real expression read in place of a variable could be contracted with
   its surroundings and round otherwise.  */
bool
integer_value_p (tree e, survey *s)
{
  e = hpc_strip (e);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return false;
  if (TREE_CODE (e) == INTEGER_CST)
    return true;
  if (DECL_P (e))
    return s->bound.contains (e);
  if (TREE_CODE (e) == PLUS_EXPR || TREE_CODE (e) == MINUS_EXPR
      || TREE_CODE (e) == MULT_EXPR)
    return integer_value_p (TREE_OPERAND (e, 0), s)
	   && integer_value_p (TREE_OPERAND (e, 1), s);
  return false;
}

/* Note D, declared by G's body before its nests, as a local of C: a
   scalar without a value, which a copy declares afresh, as a call does
   (its value before the nests write it is indeterminate in both), or
   an integer whose value is computed from the parameters, which a copy
   reads as that value (G may then neither assign it nor take its
   address, as for a parameter).  */
void
take_local (tree d, callee *c, survey *s)
{
  if (!VAR_P (d))
    return decline (s, DECL_SOURCE_LOCATION (d), "its body declares "
		    "'%s', not a variable", d);
  if (TREE_STATIC (d))
    return decline (s, DECL_SOURCE_LOCATION (d), "it declares the static "
		    "variable '%s'", d);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (d)) && !SCALAR_FLOAT_TYPE_P (TREE_TYPE (d)))
    return decline (s, DECL_SOURCE_LOCATION (d), "it declares '%s', not an "
		    "integer or a real, before its nests", d);
  tree init = DECL_INITIAL (d);
  if (init && (TREE_ADDRESSABLE (d) || TREE_THIS_VOLATILE (d)
	       || !INTEGRAL_TYPE_P (TREE_TYPE (d))
	       || !integer_value_p (init, s)))
    return decline (s, DECL_SOURCE_LOCATION (d), "it declares '%s' with a "
		    "value other than an integer computed from its "
		    "parameters", d);
  if (init)
    {
      init = unshare_expr (init);
      s->bound.add (d);
      hpc_keep (init);
    }
  else
    s->locals.add (d);
  c->locals.safe_push (d);
  c->inits.safe_push (init);
  hpc_keep (d);
}

/* G's nests (the statements of BODY after the bindings) copied into C as
   templates, or the reason why not in S->why.  */
void
take_nests (tree body, callee *c, survey *s)
{
  tree list = BIND_EXPR_BODY (body);
  if (TREE_CODE (list) != STATEMENT_LIST)
    return decline (s, EXPR_LOCATION (list),
		    "its body is not over nests%s", NULL_TREE);
  /* A template's blocks hang under a block of their own, not G's.  */
  tree block = make_node (BLOCK);
  hash_map<tree, tree> none;
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i); tsi_next (&i))
    {
      tree t = tsi_stmt (i), var;
      if (binding_p (t, s))
	continue;
      if (TREE_CODE (t) == DECL_EXPR && c->nests.is_empty ())
	{
	  take_local (DECL_EXPR_DECL (t), c, s);
	  continue;
	}
      if (!hpc_over_in (t, &var))
	return decline (s, EXPR_LOCATION (t), "its body holds a statement "
			"other than over nests%s", NULL_TREE);
      walk_tree_without_duplicates (&t, survey_r, s);
      tree copy = hpc_copy_with_values (t, &none, NULL_TREE, NULL, block);
      if (!copy)
	return decline (s, EXPR_LOCATION (t), "its nest is not one the "
			"plugin copies%s", NULL_TREE);
      c->nests.safe_push (copy);
      hpc_keep (copy);
    }
  if (c->nests.is_empty ())
    decline (s, DECL_SOURCE_LOCATION (s->fndecl), "it holds no over "
	     "nest%s", NULL_TREE);
}

/* Why function G is not one to inline, before looking at its body.  */
const char *
declared_why_not (tree g)
{
  if (TREE_PUBLIC (g) && !DECL_DECLARED_INLINE_P (g))
    return "it is neither static nor inline: another definition may "
	   "replace it";
  if (lookup_attribute ("noinline", DECL_ATTRIBUTES (g)))
    return "it is declared noinline";
  if (stdarg_p (TREE_TYPE (g)))
    return "it takes variable arguments";
  if (decl_function_context (g))
    return "it is a nested function";
  return NULL;
}

/* Record G, a function with distributed parameters, as a callee: its
   nests' templates or why it is not one.  */
void
record_callee (tree g)
{
  tree body = DECL_SAVED_TREE (g);
  if (!body || TREE_CODE (body) != BIND_EXPR)
    return;
  callee *c = new callee;
  survey s;
  s.fndecl = g;
  s.why = NULL;
  if (!survey_parameters (g, body, c, &s))
    {
      delete c;
      return;
    }
  if (const char *why = declared_why_not (g))
    s.why = xstrdup (why);
  else if (!s.why)
    take_nests (body, c, &s);
  c->why_not = s.why;
  callees ().put (g, c);
}

/* ------------------------------------------------------------ callers */

/* The state of F's walk: F, the variables F assigns after their
   declaration, the innermost block around the statements walked.  */
struct caller
{
  tree fndecl;
  hash_set<tree> assigned;
  tree bind, block;
};

tree
assigned_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (tree v = written_var (*tp))
    if (DECL_P (v))
      ((hash_set<tree> *) data)->add (v);
  return NULL_TREE;
}

/* Whether E, a dimension of an array F declares, is a constant or a
   variable of F that holds its value for the array's lifetime.  */
bool
stable_p (tree e, caller *f)
{
  if (TREE_CODE (e) == INTEGER_CST)
    return true;
  return (VAR_P (e) || TREE_CODE (e) == PARM_DECL)
	 && DECL_CONTEXT (e) == f->fndecl && !TREE_STATIC (e)
	 && !TREE_ADDRESSABLE (e) && !TREE_THIS_VOLATILE (e)
	 && !f->assigned.contains (e);
}

/* Whether E, a scalar argument, is a value the inlined nests may read
   in its place: a constant, a variable of F that G cannot change, or
   their sum, difference or product (which cannot trap, and is the same
   wherever it is evaluated).  */
bool
value_p (tree e, caller *f)
{
  e = hpc_strip (e);
  if (CONSTANT_CLASS_P (e))
    return true;
  if (TREE_CODE (e) == PLUS_EXPR || TREE_CODE (e) == MINUS_EXPR
      || TREE_CODE (e) == MULT_EXPR)
    return value_p (TREE_OPERAND (e, 0), f) && value_p (TREE_OPERAND (e, 1), f);
  return (VAR_P (e) || TREE_CODE (e) == PARM_DECL)
	 && DECL_CONTEXT (e) == f->fndecl && !TREE_STATIC (e)
	 && !TREE_ADDRESSABLE (e) && !TREE_THIS_VOLATILE (e);
}

/* Innermost element type of array type T.  */
tree
element_type (tree t)
{
  while (TREE_CODE (t) == ARRAY_TYPE)
    t = TREE_TYPE (t);
  return t;
}

/* Map G's array PARAM and its dimensions onto F's array ARG in VALUES;
   else a reason (static text, or written into BUF).  */
const char *
map_array (tree param, tree arg, caller *f, hash_map<tree, tree> *values,
	   char *buf, size_t n)
{
  arg = hpc_strip (arg);
  if (TREE_CODE (arg) != ADDR_EXPR || !hpc_distributed_p (TREE_OPERAND (arg, 0))
      || DECL_CONTEXT (TREE_OPERAND (arg, 0)) != f->fndecl)
    return "an argument is not an array this function declares (a handle's "
	   "ranges are known only at run time)";
  tree a = TREE_OPERAND (arg, 0);
  if (TYPE_MAIN_VARIANT (element_type (TREE_TYPE (a)))
      != TYPE_MAIN_VARIANT (element_type (TREE_TYPE (param)))
      || TYPE_QUALS (element_type (TREE_TYPE (a)))
	 != TYPE_QUALS (element_type (TREE_TYPE (param))))
    return "an argument's element type is not the parameter's";
  tree pd = attribute_args (param, "hpc_dist");
  tree ad = attribute_args (a, "hpc_dist");
  for (; pd && ad; pd = TREE_CHAIN (pd), ad = TREE_CHAIN (ad))
    {
      tree p = hpc_strip (TREE_VALUE (pd)), e = hpc_strip (TREE_VALUE (ad));
      if (hpc_range_type_p (p) != hpc_range_type_p (e))
	return "an argument's dimensions are not of the parameter's kinds";
      if (!stable_p (e, f))
	{
	  snprintf (buf, n, "a dimension of '%s' is not a constant or a "
		    "variable this function leaves unchanged",
		    IDENTIFIER_POINTER (DECL_NAME (a)));
	  return buf;
	}
      values->put (p, hpc_range_type_p (p) ? e : fold_convert (TREE_TYPE (p), e));
    }
  if (pd || ad)
    return "an argument's rank is not the parameter's";
  values->put (param, a);
  return NULL;
}

/* VALUES: what the parameters of C's function read as at CALL; else a
   reason.  */
const char *
map_arguments (callee *c, tree call, caller *f, hash_map<tree, tree> *values,
	       char *buf, size_t n)
{
  tree g = get_callee_fndecl (call);
  if ((unsigned) call_expr_nargs (call) != c->arrays.length ())
    return "its arguments are not its parameters";
  unsigned k = 0;
  for (tree p = DECL_ARGUMENTS (g); p; p = DECL_CHAIN (p), k++)
    {
      tree arg = CALL_EXPR_ARG (call, k);
      if (c->arrays[k])
	{
	  if (const char *why = map_array (c->arrays[k], arg, f, values, buf, n))
	    return why;
	}
      else if (!value_p (arg, f))
	{
	  snprintf (buf, n, "the argument for '%s' is not built from constants "
		    "and variables whose addresses are never taken",
		    IDENTIFIER_POINTER (DECL_NAME (p)));
	  return buf;
	}
      else
	values->put (p, fold_convert (TREE_TYPE (p), arg));
    }
  return NULL;
}

/* walk_tree callback: each ARRAY_REF's type is its array's element type
   (a copy's references to an argument array carried the parameter's
   row types, whose sizes are the callee's variables).  */
tree
retype_r (tree *tp, int *walk_subtrees, void *data)
{
  tree t = *tp;
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == BIND_EXPR)
    for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
      DECL_CONTEXT (d) = (tree) data;
  else if (TREE_CODE (t) == ARRAY_REF)
    {
      walk_tree (&TREE_OPERAND (t, 0), retype_r, data, NULL);
      tree at = TREE_TYPE (TREE_OPERAND (t, 0));
      if (TREE_CODE (at) == ARRAY_TYPE)
	TREE_TYPE (t) = TREE_TYPE (at);
    }
  else if (TREE_CODE (t) == DECL_EXPR)
    DECL_CONTEXT (DECL_EXPR_DECL (t)) = (tree) data;
  return NULL_TREE;
}

/* A fresh variable of F standing for G's local D in one copy, declared
   in the innermost block around the call.  */
tree
declare_local (tree d, caller *f)
{
  tree n = copy_node (d);
  lang_hooks.dup_lang_specific_decl (n);
  DECL_CONTEXT (n) = f->fndecl;
  /* The bind's variables are its block's (the front end shares the
     chain): keep them one list.  */
  tree block = BIND_EXPR_BLOCK (f->bind);
  DECL_CHAIN (n) = BIND_EXPR_VARS (f->bind);
  if (block && BLOCK_VARS (block) == BIND_EXPR_VARS (f->bind))
    BLOCK_VARS (block) = n;
  BIND_EXPR_VARS (f->bind) = n;
  return n;
}

/* The callee CALL (a statement) calls, when it takes distributed
   arrays, recorded or not (then *C is null).  */
tree
array_function_called (tree call, callee **c)
{
  *c = NULL;
  if (TREE_CODE (call) != CALL_EXPR)
    return NULL_TREE;
  tree g = get_callee_fndecl (call);
  if (!g)
    return NULL_TREE;
  if (callee **p = callees ().get (g))
    {
      *c = *p;
      return g;
    }
  for (tree a = TYPE_ARG_TYPES (TREE_TYPE (g)); a; a = TREE_CHAIN (a))
    if (hpc_array_parameter_type_p (TREE_VALUE (a)))
      return g;
  return NULL_TREE;
}

/* The statement next to I in its list (FORWARD or back), past -g's
   markers, or NULL_TREE.  */
tree
neighbour (tree_stmt_iterator i, bool forward)
{
  do
    if (forward)
      tsi_next (&i);
    else
      tsi_prev (&i);
  while (!tsi_end_p (i) && TREE_CODE (tsi_stmt (i)) == DEBUG_BEGIN_STMT);
  return tsi_end_p (i) ? NULL_TREE : tsi_stmt (i);
}

/* Whether statement T is an over nest, a call to a function with
   distributed parameters or an exchange: what a call's nests could be
   joined with (an exchange and a nest in a loop are a colour sweep,
   fuse.cc).  */
bool
joinable_p (tree t)
{
  tree var;
  callee *c;
  t = hpc_strip_void (t);
  return t && (hpc_over_in (t, &var) || array_function_called (t, &c)
	       || hpc_call_to_p (t, "hpc_write_halo_w"));
}

/* Replace the call at *I by the copies of its callee's nests, or say
   why not.  */
void
inline_call (tree_stmt_iterator *i, caller *f)
{
  tree call = tsi_stmt (*i);
  callee *c;
  tree g = array_function_called (call, &c);
  location_t loc = EXPR_LOCATION (call);
  const char *name = IDENTIFIER_POINTER (DECL_NAME (g));
  char buf[200];
  hash_map<tree, tree> values;
  const char *why = g == f->fndecl ? "it is recursive"
		    : !c ? "it is not defined before this function"
		    : c->why_not ? c->why_not
		    : map_arguments (c, call, f, &values, buf, sizeof buf);
  if (why)
    {
      hpc_missed (loc, "call to '%s' not inlined for the passes joining "
		  "over nests: %s", name, why);
      return;
    }
  if (!c->locals.is_empty () && !f->bind)
    {
      hpc_missed (loc, "call to '%s' not inlined for the passes joining "
		  "over nests: no block around it to declare its "
		  "variables in", name);
      return;
    }
  for (unsigned k = 0; k < c->locals.length (); k++)
    if (!c->inits[k])
      values.put (c->locals[k], declare_local (c->locals[k], f));
    else if (tree v = hpc_copy_with_values (c->inits[k], &values))
      values.put (c->locals[k], fold_convert (TREE_TYPE (c->locals[k]), v));
    else
      {
	hpc_missed (loc, "call to '%s' not inlined for the passes joining "
		    "over nests: its local '%s' could not be copied", name,
		    IDENTIFIER_POINTER (DECL_NAME (c->locals[k])));
	return;
      }
  auto_vec<tree> copies;
  for (tree t : c->nests)
    {
      tree copy = hpc_copy_with_values (t, &values, NULL_TREE, NULL,
					f->block);
      if (!copy)
	{
	  hpc_missed (loc, "call to '%s' not inlined for the passes joining "
		      "over nests: its nest is not one the plugin copies", name);
	  return;
	}
      walk_tree (&copy, retype_r, f->fndecl, NULL);
      copies.safe_push (copy);
    }
  for (tree copy : copies)
    tsi_link_before (i, copy, TSI_SAME_STMT);
  tsi_delink (i);
}

/* Inline the calls of LIST that stand next to a nest or another call
   of a function with distributed parameters.  */
void
inline_list (tree list, caller *f)
{
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i);)
    {
      callee *c;
      tree t = tsi_stmt (i);
      if (array_function_called (t, &c)
	  && (joinable_p (neighbour (i, false))
	      || joinable_p (neighbour (i, true))))
	{
	  tree_stmt_iterator next = i;
	  tsi_next (&next);
	  inline_call (&i, f);
	  i = next;
	}
      else
	tsi_next (&i);
    }
}

/* walk_tree callback: inline in every statement list, knowing the
   innermost block.  */
tree
inline_r (tree *tp, int *walk_subtrees, void *data)
{
  caller *f = (caller *) data;
  tree t = *tp, var;
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == BIND_EXPR && BIND_EXPR_BLOCK (t))
    {
      tree outer = f->block, outer_bind = f->bind;
      f->block = BIND_EXPR_BLOCK (t);
      f->bind = t;
      walk_tree (&BIND_EXPR_BODY (t), inline_r, f, NULL);
      f->block = outer;
      f->bind = outer_bind;
      *walk_subtrees = 0;
    }
  else if (TREE_CODE (t) == STATEMENT_LIST)
    inline_list (t, f);
  else if (hpc_classify (t, &var) == HPC_OVER)
    /* A call in an over body runs once an iteration, in the thread of
       the iteration: its nests would be inner overs of this one.  */
    *walk_subtrees = 0;
  return NULL_TREE;
}

} // anon namespace

/* Whether calls in the current function may be inlined: only where the
   passes that join consecutive nests run, which is the only reason.  */
bool
hpc_inline_wanted (tree)
{
  return optimize && hpc_opts.fuse && !hpc_opts.check && !seen_error ();
}

void
hpc_inline_calls (tree fndecl)
{
  if (callees ().elements ())
    {
      caller f;
      f.fndecl = fndecl;
      f.block = DECL_INITIAL (fndecl);
      f.bind = NULL_TREE;
      walk_tree (&DECL_SAVED_TREE (fndecl), assigned_r, &f.assigned, NULL);
      walk_tree (&DECL_SAVED_TREE (fndecl), inline_r, &f, NULL);
    }
  record_callee (fndecl);
}
