/* decay.cc - distributed arrays used as plain pointers.

   In C an array used as a value decays to a pointer to its first
   element.  A distributed array's storage is this process's local block
   (ghosts included, laid out as the compiler chose), so a function that
   takes  double *p  and reads p[0..n-1] reads the wrong elements, or
   past the block on two processes.  Such a use is an error that shows
   the distributed parameter to declare instead.  A distributed array may
   be used as a value only:
     - as an argument of libhpc's calls (hpc.h), which look the block up;
     - as an argument for a distributed parameter (a parameter of type
       __hpc_array_arg, which params.cc gives them);
     - converted to void *: the array's handle, as libhpc's plain-C calls
       take it (a function taking a void * cannot index it unawares);
     - under an explicit cast, (double *) u, which asks for the local
       block (ScaLAPACK and other libraries take it so).
   An element's address, &u[i], is not a decay and stays allowed.

   The C front end builds the same tree for  f (u)  and  f ((double *) u)
   when f takes a double *, so a cast is recognised in the source: the
   array's name right after the ')' of a cast.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tokens.h"
#include "hash-set.h"
#include <string>

namespace {

/* The distributed array whose decay E is (&u), or NULL_TREE.  */
tree
decayed_array (tree e)
{
  if (TREE_CODE (e) != ADDR_EXPR)
    return NULL_TREE;
  tree v = TREE_OPERAND (e, 0);
  return hpc_distributed_p (v) ? v : NULL_TREE;
}

} // anon namespace

/* Whether parameter type TYPE is a distributed parameter's.  */
bool
hpc_array_parameter_type_p (tree type)
{
  if (!type || type == error_mark_node)	/* after an error */
    return false;
  tree name = TYPE_NAME (type);
  return name && TREE_CODE (name) == TYPE_DECL && DECL_NAME (name)
	 && !strcmp (IDENTIFIER_POINTER (DECL_NAME (name)),
		     "__hpc_array_arg");
}

namespace {

/* The type of parameter K of the function CALL calls, or NULL_TREE.  */
tree
parameter_type (tree call, int k)
{
  if (!CALL_EXPR_FN (call))
    return NULL_TREE;		/* an internal function */
  tree fntype = TREE_TYPE (CALL_EXPR_FN (call));
  if (POINTER_TYPE_P (fntype))
    fntype = TREE_TYPE (fntype);
  if (!FUNC_OR_METHOD_TYPE_P (fntype))
    return NULL_TREE;
  tree p = TYPE_ARG_TYPES (fntype);
  for (; p && k > 0; k--)
    p = TREE_CHAIN (p);
  return p ? TREE_VALUE (p) : NULL_TREE;
}

/* Whether VAR's name at LOC follows a cast's ')' (through parentheses
   around the name), where it is written or, when a macro's argument, in
   the macro's definition: #define BLOCK(a) ((double *) (a)).  Where the
   source is not the text compiled (a .i compiled elsewhere, or whose
   columns moved in a macro's expansion), a cast is assumed: a valid
   program must not be refused.  */
bool
explicitly_cast_p (location_t loc, tree var)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (var));
  if (!hpc_tokens::source_spells_p (loc, name))
    return true;
  location_t in_macro
    = linemap_resolve_location (line_table, loc,
				LRK_MACRO_DEFINITION_LOCATION, NULL);
  return hpc_tokens::source_char_before (loc, "(") == ')'
	 || hpc_tokens::source_char_before (in_macro, "(") == ')';
}

/* The dimensions of VAR's parameter form, [Range x][int n], with the
   names of its extents where they are variables.  */
std::string
dimensions_form (tree var)
{
  tree attr = lookup_attribute ("hpc_dist", DECL_ATTRIBUTES (var));
  std::string dims;
  int d = 0;
  for (tree e = TREE_VALUE (attr); e; e = TREE_CHAIN (e), d++)
    {
      tree extent = TREE_VALUE (e);
      STRIP_NOPS (extent);
      bool range = hpc_range_type_p (extent);
      std::string name;
      if (DECL_P (extent) && DECL_NAME (extent))
	name = IDENTIFIER_POINTER (DECL_NAME (extent));
      else
	name = (range ? "x" : "n") + std::to_string (d);
      dims += std::string (range ? "[Range " : "[int ") + name + "]";
    }
  return dims;
}

struct decay_ctx
{
  hash_set<tree> allowed;	/* decays passed where they may be */
};

void
error_decay (location_t loc, tree var)
{
  std::string dims = dimensions_form (var);
  error_at (loc, "distributed array %qD used as a plain pointer: declare "
	    "the parameter as %<distributed %T %E%s%>, or cast the array "
	    "explicitly for this process%'s local block", var,
	    strip_array_types (TREE_TYPE (var)), DECL_NAME (var),
	    dims.c_str ());
}

/* The arguments of CALL that may be distributed arrays.  */
void
allow_arguments (tree call, decay_ctx *c)
{
  bool library = hpc_library_call_p (call);
  for (int k = 0; k < call_expr_nargs (call); k++)
    {
      tree arg = CALL_EXPR_ARG (call, k);
      if (library || hpc_array_parameter_type_p (parameter_type (call, k)))
	{
	  STRIP_NOPS (arg);
	  c->allowed.add (arg);
	}
    }
}

/* Walk a function: allow what calls and conversions to void * take,
   then diagnose the other decays (a node's operands come after it).  */
tree
check_decay_r (tree *tp, int *walk_subtrees, void *data)
{
  decay_ctx *c = (decay_ctx *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (TREE_CODE (t) == CALL_EXPR)
    allow_arguments (t, c);
  else if (CONVERT_EXPR_P (t) && POINTER_TYPE_P (TREE_TYPE (t))
	   && VOID_TYPE_P (TREE_TYPE (TREE_TYPE (t))))
    {
      tree op = TREE_OPERAND (t, 0);
      STRIP_NOPS (op);
      c->allowed.add (op);
    }
  else if (tree var = decayed_array (t))
    {
      location_t loc = EXPR_LOC_OR_LOC (t, DECL_SOURCE_LOCATION (var));
      if (!c->allowed.contains (t) && !explicitly_cast_p (loc, var))
	error_decay (loc, var);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

} // anon namespace

/* Whether argument K of CALL is for a distributed parameter.  */
bool
hpc_array_parameter_arg_p (tree call, int k)
{
  return hpc_array_parameter_type_p (parameter_type (call, k));
}

void
hpc_check_array_decays (tree fndecl)
{
  decay_ctx c;
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), check_decay_r,
				&c);
}
