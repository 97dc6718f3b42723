/* noalias.cc - distinct distributed arrays never overlap: tell GCC so.

   Each distributed array declared in a block has a local block of its
   own on the heap, named by a handle nothing else names (blocks.cc) and
   reached through its base pointer (__hpc_base_NAME in dumps), which
   arrays.cc marks as an own block's (hpc-context.h).  Within an over
   body, which OpenMP outlines into a function of its own, GCC sees only
   pointers loaded from the outlined function's argument and cannot tell
   that  a[i][m]  and  b[i]  lie apart: it versions the vectorised loop
   with run-time alias checks and reloads  b[j]  after every store to  a
   (HPJava's Figure 1: 206 M instructions at N = 1024 against the
   hand-written code's 192 M).

   This pass, run on every function right after it is put into SSA form
   (after OpenMP outlining), gives each access whose address is the base
   pointer of such an array plus an offset a dependence clique of the
   function and a base number per array name: GCC's alias oracle then
   takes accesses with different bases in that clique as independent,
   as it does for restrict-qualified parameters.  Loop dependence
   analysis trusts a clique across iterations only in a loop that owns
   it (loop->owned_clique), so every loop that allocates no distributed
   array owns the clique: in such a loop each array keeps one block
   throughout, so blocks stay apart across iterations too.  (A loop
   whose body declares arrays frees and allocates them every iteration,
   and one iteration's block of a may be the last one's of b.)

   Sound because every array so marked owns its storage for its lifetime
   and names its base variable after itself, and the mark is a
   declaration's attribute, which the outlined function's copy keeps:
   - views of handles and parameters (arrays.cc's bind_view) point into
     an array another view may name and their base pointers are marked
     as parameters', not as own blocks, so two views of one array are
     left alone;
   - two arrays of one name (a nested block's, or sibling blocks')
     share a base number, which only loses precision;
   - pointers derived from a base pointer (&a[i][j], a section's
     address) are other SSA names, whose accesses keep clique 0 and full
     alias analysis;
   - cliques from the clique numbers GCC itself reserves (1, the local
     one points-to analysis recomputes) are left alone, and new numbers
     come from cfun->last_clique, which inlining remaps.

   The views of a copy of a nest that apart.cc made, run only where
   their arrays are distinct, are marked with the copy's number: each
   copy gets a clique of its own, one base per view's base pointer, so
   that its accesses lie apart from each other and claim nothing about
   any other access (its views may name the arrays accessed outside it).
   A loop owns a copy's clique where it accesses the copy's views and
   does not set their base pointers (a loop around the binding may see
   other arrays in each iteration); a loop in a copy prefers the copy's
   clique to that of the own blocks, of which it may own only one.

   Not at -O0 (no SSA pass runs), and -fplugin-arg-hpc-no-noalias turns
   it off.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "gimple.h"
#include "function.h"
#include "basic-block.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "ssa.h"
#include "cfgloop.h"

namespace {

/* The name of the variable of SSA pointer PTR when it is the base
   pointer of a distributed array with storage of its own (arrays.cc
   marks it; the outlined function's copy keeps the mark), else
   NULL_TREE.  */
tree
own_block_name (tree ptr)
{
  if (TREE_CODE (ptr) != SSA_NAME)
    return NULL_TREE;
  tree var = SSA_NAME_VAR (ptr);
  if (!var || !VAR_P (var) || !DECL_NAME (var)
      || !hpc_marked_p (var, HPC_MARK_OWN_BASE))
    return NULL_TREE;
  return DECL_NAME (var);
}

/* The variable of SSA pointer PTR when it is the base pointer of a view
   in apart.cc's copy of a nest, its copy's number in *GROUP; else
   NULL_TREE.  */
tree
apart_base (tree ptr, HOST_WIDE_INT *group)
{
  tree var = TREE_CODE (ptr) == SSA_NAME ? SSA_NAME_VAR (ptr) : NULL_TREE;
  tree value = var && VAR_P (var)
	       ? hpc_mark_value (var, HPC_MARK_APART_BASE) : NULL_TREE;
  if (!value || !tree_fits_shwi_p (value))
    return NULL_TREE;
  *group = tree_to_shwi (value);
  return var;
}

/* A clique and the base number of each of its arrays.  */
struct clique_bases
{
  unsigned short clique = 0;
  hash_map<tree, unsigned short> bases;
};

/* What the walk of one function carries: the clique of its own blocks
   (0 until the first marked access) and the base number of each array
   name; the clique of each apart copy and the base number of each of
   its views' base pointers.  */
struct marking
{
  clique_bases own;
  hash_map<int_hash<HOST_WIDE_INT, -1, -2>, clique_bases *> copies;
  ~marking ()
  {
    for (auto it = copies.begin (); it != copies.end (); ++it)
      delete (*it).second;
  }
};

/* Mark BASE, an access, as base KEY of the clique of CB, made on first
   use.  */
void
mark_in (clique_bases *cb, tree base, tree key)
{
  bool existed;
  unsigned short &number = cb->bases.get_or_insert (key, &existed);
  if (!existed)
    number = cb->bases.elements ();
  if (cb->clique == 0)
    {
      /* Clique 1 is points-to analysis's own, cleared and recomputed
	 each time it runs.  */
      if (cfun->last_clique == 0)
	cfun->last_clique = 1;
      cb->clique = ++cfun->last_clique;
    }
  MR_DEPENDENCE_CLIQUE (base) = cb->clique;
  MR_DEPENDENCE_BASE (base) = number;
}

/* walk_stmt_load_store_ops's visitor: mark BASE (the base of a load or a
   store) when it is an access through an array's own base pointer.  */
bool
mark_access (gimple *, tree base, tree, void *data)
{
  if (TREE_CODE (base) != MEM_REF || MR_DEPENDENCE_CLIQUE (base) != 0)
    return false;
  marking *m = (marking *) data;
  HOST_WIDE_INT group;
  if (tree name = own_block_name (TREE_OPERAND (base, 0)))
    mark_in (&m->own, base, name);
  else if (tree var = apart_base (TREE_OPERAND (base, 0), &group))
    {
      clique_bases *&cb = m->copies.get_or_insert (group);
      if (!cb)
	cb = new clique_bases;
      mark_in (cb, base, var);
    }
  return false;
}

/* Whether LOOP allocates the block of a distributed array.  */
bool
allocates_arrays (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned k = 0; k < loop->num_nodes && !found; k++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[k]);
	 !gsi_end_p (gsi) && !found; gsi_next (&gsi))
      {
	/* Any assignment of a block's base pointer: the allocation, or
	   anything else that might change it.  */
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	found = lhs && own_block_name (lhs);
      }
  free (body);
  return found;
}

/* What a loop does with apart copies' views: the cliques of the
   accesses it makes, the copies whose base pointers it assigns.  */
struct loop_views
{
  hash_set<int_hash<int, -1, -2> > cliques;
  hash_set<int_hash<HOST_WIDE_INT, -1, -2> > assigned;
};

/* walk_stmt_load_store_ops's visitor: note BASE's clique.  */
bool
note_clique (gimple *, tree base, tree, void *data)
{
  if (TREE_CODE (base) == MEM_REF && MR_DEPENDENCE_CLIQUE (base) != 0)
    ((loop_views *) data)->cliques.add (MR_DEPENDENCE_CLIQUE (base));
  return false;
}

/* The clique of an apart copy of M that LOOP may own: one whose views
   it accesses and whose base pointers it does not set (a loop around
   the copy's binding may see other arrays in each iteration); else 0.  */
unsigned short
copy_clique (class loop *loop, marking &m)
{
  loop_views lv;
  basic_block *body = get_loop_body (loop);
  for (unsigned k = 0; k < loop->num_nodes; k++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[k]);
	 !gsi_end_p (gsi); gsi_next (&gsi))
      {
	HOST_WIDE_INT group;
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	if (lhs && apart_base (lhs, &group))
	  lv.assigned.add (group);
	walk_stmt_load_store_ops (gsi_stmt (gsi), &lv, note_clique,
				  note_clique);
      }
  free (body);
  for (auto it = m.copies.begin (); it != m.copies.end (); ++it)
    if (lv.cliques.contains ((*it).second->clique)
	&& !lv.assigned.contains ((*it).first))
      return (*it).second->clique;
  return 0;
}

/* Give each loop of FUN that owns no clique one: an apart copy's, where
   it runs one (copy_clique), else that of the blocks of M where it
   allocates no array; so that its dependence analysis may use it.  */
void
give_clique_to_loops (function *fun, marking &m)
{
  if (!loops_for_fn (fun))
    return;
  for (auto loop : loops_list (fun, 0))
    {
      if (loop->owned_clique != 0)
	continue;
      if (!m.copies.is_empty ())
	loop->owned_clique = copy_clique (loop, m);
      if (loop->owned_clique == 0 && m.own.clique && !allocates_arrays (loop))
	loop->owned_clique = m.own.clique;
    }
}

} // anon namespace

bool
hpc_noalias_wanted (function *)
{
  return hpc_opts.noalias && optimize > 0;
}

unsigned int
hpc_mark_apart (function *fun)
{
  marking m;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      walk_stmt_load_store_ops (gsi_stmt (gsi), &m, mark_access,
				mark_access);
  if (m.own.clique || !m.copies.is_empty ())
    give_clique_to_loops (fun, m);
  return 0;
}
