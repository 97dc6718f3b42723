/* blocks.cc - a block-scope array is a handle of its own block.

     { distributed double u[x][N];  rest }

   declares a handle that nothing else names, allocated at the
   declaration as hpc_new (x, N) allocates and freed as hpc_free frees,
   on every exit from the block, and makes u the view of that handle for
   the whole block:

     { double (*__hpc_block_u)[1] __attribute__ ((hpc_handle ("RI")));
       double u[E0][E1] __attribute__ ((hpc_dist (x, N),
					 hpc_param (__hpc_block_u), hpc_block));
       __hpc_block_u = __hpc_handle_of (allocation);   (arrays.cc, after layout.cc)
       __hpc_base_u = __hpc_handle_block (__hpc_block_u);   (the binding)
       try { rest } finally { __hpc_handle_free (&__hpc_block_u, "u", 1); } }

   Here, in the views stage, the handle is declared and u marked as its
   view; arrays.cc allocates, binds and frees, as it binds every other
   view.  Since the handle is never assigned, one view bound at the
   declaration serves the whole block, where views.cc binds other
   handles' views before each statement, and the view keeps the ranges
   and extents the declaration wrote: subscripts are checked against
   them at compile time, arrays over the same ranges share their strides,
   the array is a distinct object (noalias.cc, hpc_parameter_bound_p),
   and its storage order is the compiler's to choose (layout.cc), the
   allocation carrying it.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include <string>

namespace {

/* The kind of dimension LEVEL (an array type level of a block-scope
   array): 'R' when its extent __hpc_extent (e) names a Range, else 'I'
   (an integer extent, or a level of the element type).  */
char
level_kind (tree level)
{
  tree marker = hpc_extent_marker (level);
  /* A marker without its argument stands where the extent did not parse
     (an error already given).  */
  return (marker && call_expr_nargs (marker) > 0
	  && hpc_range_type_p (CALL_EXPR_ARG (marker, 0))) ? 'R' : 'I';
}

/* The handle type of block-scope array VAR, as handles.cc spells it:
   T (*)[1]... (one [1] fewer than the rank) with its dimension kinds.  */
tree
block_handle_type (tree var)
{
  std::string kinds;
  for (tree level = TREE_TYPE (var); TREE_CODE (level) == ARRAY_TYPE;
       level = TREE_TYPE (level))
    kinds += level_kind (level);
  tree target = strip_array_types (TREE_TYPE (var));
  for (size_t d = 1; d < kinds.size (); d++)
    target = build_array_type (target, build_index_type (size_zero_node));
  tree attr = tree_cons (get_identifier ("hpc_handle"),
			 build_tree_list (NULL_TREE,
					  build_string (kinds.size () + 1,
							kinds.c_str ())),
			 NULL_TREE);
  return build_type_attribute_variant (build_pointer_type (target), attr);
}

/* Declare the handle of V, when a block-scope array, in BLOCK.  Static
   and extern ones are left to arrays.cc's error.  */
void
declare_handle (tree block, tree v)
{
  if (!hpc_distributed_p (v) || TREE_STATIC (v) || DECL_EXTERNAL (v)
      || lookup_attribute ("hpc_param", DECL_ATTRIBUTES (v))
      || TREE_CODE (TREE_TYPE (v)) != ARRAY_TYPE || !DECL_NAME (v))
    return;
  std::string name = std::string ("__hpc_block_")
		     + IDENTIFIER_POINTER (DECL_NAME (v));
  tree h = hpc_new_var (DECL_SOURCE_LOCATION (v), name.c_str (),
			block_handle_type (v));
  DECL_CHAIN (h) = BIND_EXPR_VARS (block);
  BIND_EXPR_VARS (block) = h;
  DECL_ATTRIBUTES (v)
    = tree_cons (get_identifier ("hpc_param"),
		 build_tree_list (NULL_TREE, h),
		 tree_cons (get_identifier ("hpc_block"), NULL_TREE,
			    DECL_ATTRIBUTES (v)));
}

} // anon namespace

/* Whether distributed array VAR is a block-scope array, the view of
   its own handle.  */
bool
hpc_block_array_p (tree var)
{
  return VAR_P (var) && lookup_attribute ("hpc_block", DECL_ATTRIBUTES (var));
}

void
hpc_declare_block_handles (tree fndecl)
{
  hpc_each_block_var (&DECL_SAVED_TREE (fndecl), declare_handle);
}
