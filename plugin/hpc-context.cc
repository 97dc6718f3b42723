/* hpc-context.cc - the contexts of a function and of the translation
   unit, and the marks on made variables (hpc-context.h).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "ggc.h"

namespace {

hpc_function_context *current;
hpc_unit_context unit;

const ggc_root_tab kept_root[] = {
  { &unit.kept, 1, sizeof (unit.kept), &gt_ggc_mx_vec_tree_va_gc_,
    &gt_pch_nx_vec_tree_va_gc_ },
  LAST_GGC_ROOT_TAB
};

/* The attributes of the marks, in the order of hpc_mark_kind.  */
const char *const mark_names[] = {
  "hpc own base", "hpc parameter base", "hpc align factor",
  "hpc apart base"
};

} // anon namespace

hpc_function_context::hpc_function_context (tree fn)
  : fndecl (fn), outer (current)
{
  current = this;
}

hpc_function_context::~hpc_function_context ()
{
  delete subscripts;
  delete apart;
  delete rows;
  delete overs;
  current = outer;
}

hpc_function_context &
hpc_function (void)
{
  gcc_assert (current);
  return *current;
}

hpc_unit_context &
hpc_unit (void)
{
  return unit;
}

void
hpc_keep (tree t)
{
  if (!unit.kept)
    ggc_register_root_tab (kept_root);
  vec_safe_push (unit.kept, t);
}

tree
hpc_mark (tree decl, hpc_mark_kind kind, tree value)
{
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier (mark_names[kind]),
				      value, DECL_ATTRIBUTES (decl));
  return decl;
}

tree
hpc_mark_value (const_tree decl, hpc_mark_kind kind)
{
  tree a = DECL_P (decl) ? lookup_attribute (mark_names[kind],
					     DECL_ATTRIBUTES (decl))
	   : NULL_TREE;
  return a ? TREE_VALUE (a) : NULL_TREE;
}

bool
hpc_marked_p (const_tree decl, hpc_mark_kind kind)
{
  return DECL_P (decl)
	 && lookup_attribute (mark_names[kind], DECL_ATTRIBUTES (decl));
}
