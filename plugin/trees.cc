/* trees.cc - questions about GENERIC trees that several stages ask.

   Each answers one question about an expression or a body as the front
   end left it, looking through nothing but what its comment in
   hpc-plugin.h says; a stage that needs a different answer (counting an
   address taken, skipping calls' arguments) writes its own walk.

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

/* walk_tree callback: *TP where it is the declaration of DATA.  */
tree
declares_r (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == DECL_EXPR && DECL_EXPR_DECL (*tp) == (tree) data)
    return *tp;
  return NULL_TREE;
}

} // anon namespace

bool
hpc_uses_var_p (tree expr, tree v)
{
  return v && expr && walk_tree_without_duplicates (&expr, is_tree_r, v);
}

bool
hpc_declares_p (tree body, tree d)
{
  return walk_tree_without_duplicates (&body, declares_r, d) != NULL_TREE;
}
