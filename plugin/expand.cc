/* expand.cc - over (i = hpc_expand (x, below, above) | ...) taken apart.

   The token layer leaves such an over's marker as
   __hpc_over_begin (__hpc_expand (x, below, above), mask, lo, hi, st);
   this stage makes it
   __hpc_over_begin (x, mask, lo, hi, st, BELOW, ABOVE)
   with the widths folded to long constants, the form the subscripts
   stage (the checks of shifts) and the lowering read
   (hpc_over_expansion).  checks.cc diagnoses what cannot be taken apart;
   after such an error both widths are taken as 0, so that the later stages' diagnostics still
   see an expanded over (no code is made).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"

namespace {

/* The over marker INIT with its hpc_expand call E taken apart.  */
tree
taken_apart (tree init, tree e)
{
  tree args[7];
  for (int k = 0; k < 5; k++)
    args[k] = CALL_EXPR_ARG (init, k);
  args[0] = CALL_EXPR_ARG (e, 0);
  args[5] = hpc_expand_width (CALL_EXPR_ARG (e, 1));
  args[6] = hpc_expand_width (CALL_EXPR_ARG (e, 2));
  if (!args[5] || !args[6])
    args[5] = args[6] = build_int_cst (long_integer_type_node, 0);
  return build_call_array_loc (EXPR_LOCATION (init), TREE_TYPE (init),
			       CALL_EXPR_FN (init), 7, args);
}

tree
expand_r (tree *tp, int *walk_subtrees, void *)
{
  tree var = NULL_TREE;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (hpc_classify (*tp, &var) == HPC_OVER)
    if (tree e = hpc_expand_call (DECL_INITIAL (var)))
      DECL_INITIAL (var) = taken_apart (DECL_INITIAL (var), e);
  return NULL_TREE;
}

} // anon namespace

/* The hpc_expand call that the marker INIT of an over takes its range
   from, as this stage takes it apart (a range and two widths), or
   NULL_TREE.  */
tree
hpc_expand_call (tree init)
{
  if (!hpc_call_to_p (init, "__hpc_over_begin")
      || call_expr_nargs (init) != 5)
    return NULL_TREE;
  tree e = hpc_strip (CALL_EXPR_ARG (init, 0));
  return hpc_call_to_p (e, "__hpc_expand") && call_expr_nargs (e) == 3
	 ? e : NULL_TREE;
}

/* The width W of an hpc_expand as a long constant, or NULL_TREE when it
   is not a non-negative integer constant.  */
tree
hpc_expand_width (tree w)
{
  if (w == error_mark_node || !INTEGRAL_TYPE_P (TREE_TYPE (w)))
    return NULL_TREE;
  w = fold_convert (long_integer_type_node, fold (w));
  if (TREE_CODE (w) != INTEGER_CST || !tree_fits_shwi_p (w)
      || tree_to_shwi (w) < 0)
    return NULL_TREE;
  return w;
}

void
hpc_take_expands_apart (tree fndecl)
{
  walk_tree (&DECL_SAVED_TREE (fndecl), expand_r, NULL, NULL);
}
