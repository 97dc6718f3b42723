/* apart.cc - over nests through handles and parameters, run apart when
   their arrays are distinct.

   noalias.cc tells GCC that accesses to two arrays lie apart only for
   arrays that own their storage: two handles, or two distributed
   parameters, may name one array (a = b; resid (u, r, r)), so loops
   through their views (views.cc, params.cc) keep GCC's run-time alias
   checks in every row, and where a loop needs too many of them it is
   not vectorised at all.  But whether the arrays of a nest are distinct
   is known when the nest starts: the views are bound before it and
   nothing in it may change a handle.  So an over nest that writes
   through one such view and accesses another runs as

     { T u' [..] (u's view again, marked apart); ...
       if (&u != &v && ...) NEST[u := u', v := v'] else NEST }

   the test comparing each array the nest writes with every other view
   it accesses (local blocks of distinct arrays are distinct
   allocations), once per entry.  What fuse.cc joins into one pass is
   copied whole, so that it finds the same in each copy: a run of
   consecutive nests and exchanges (a sweep and its update, colour
   sweeps written out), a colour loop with the statement setting its
   variable.  arrays.cc marks the base pointers of the primed views
   with the copy's number, and noalias.cc gives each copy a dependence
   clique of its own: its accesses are then apart from each other
   exactly where the test made them so, and claim nothing about any
   access outside the copy.  Each primed view records too whether the
   copy writes it: the stages after ask whether two arrays may be one
   (hpc_may_share_storage_p) to fuse nests (rowfuse.cc) and blend loops
   (blend.cc), and two views of one copy that writes either are not, so
   neither tests addresses again.  The original beside the copy runs
   only where they may be one; its over statements are kept
   (hpc_apart_original_p) so that those stages say nothing there of the
   arrays being one, which would be noted at every nest copied.

   Runs after the checks and the subscripts' diagnostics (no message is
   given twice) and before arrays.cc gives the views their storage.  A
   nest the copy cannot be made of (version.cc's limits) stays as it
   is, with a missed-optimisation note.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "rowfuse.h"

namespace {

/* The views a region accesses: the arrays bound to a handle or a
   parameter (whose storage is another array's), in the order met, and
   those it may write.  */
struct region_views
{
  auto_vec<tree> arrays;
  hash_set<tree> written;
};

/* Whether V is a view of storage it does not own.  */
bool
view_p (tree v)
{
  return hpc_distributed_p (v) && !hpc_block_array_p (v)
	 && lookup_attribute ("hpc_param", DECL_ATTRIBUTES (v));
}

/* walk_tree callback filling a region_views: every view met, written
   where stored to or where its address escapes the subscripts (a call's
   argument, a pointer taken), which may write it.  */
tree
views_r (tree *tp, int *walk_subtrees, void *data)
{
  region_views *rv = (region_views *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (view_p (t) && !rv->arrays.contains (t))
    rv->arrays.safe_push (t);
  tree lhs = hpc_stored_lvalue (t);
  if (!lhs && TREE_CODE (t) == ADDR_EXPR)
    lhs = TREE_OPERAND (t, 0);
  if (!lhs && TREE_CODE (t) == CALL_EXPR)
    for (int k = 0; k < call_expr_nargs (t); k++)
      if (tree base = hpc_lvalue_base (CALL_EXPR_ARG (t, k)))
	if (view_p (base))
	  rv->written.add (base);
  if (tree base = lhs ? hpc_lvalue_base (lhs) : NULL_TREE)
    if (view_p (base))
      rv->written.add (base);
  return NULL_TREE;
}

/* COND && &A != &B (&A != &B where COND is NULL_TREE): the run-time
   test that the storage of views A and B is apart.  */
tree
and_apart (tree cond, tree a, tree b)
{
  tree ne = build2 (NE_EXPR, boolean_type_node,
		    fold_convert (ptr_type_node, build_fold_addr_expr (a)),
		    fold_convert (ptr_type_node, build_fold_addr_expr (b)));
  return cond ? build2 (TRUTH_ANDIF_EXPR, boolean_type_node, cond, ne) : ne;
}

/* The condition under which each array RV's region writes is distinct
   from every other array it accesses.  */
tree
distinct_condition (region_views &rv)
{
  tree cond = NULL_TREE;
  for (unsigned a = 0; a < rv.arrays.length (); a++)
    for (unsigned b = a + 1; b < rv.arrays.length (); b++)
      if (rv.written.contains (rv.arrays[a])
	  || rv.written.contains (rv.arrays[b]))
	cond = and_apart (cond, rv.arrays[a], rv.arrays[b]);
  return cond;
}

/* A second view of the storage of view V, marked as the apart copy
   number GROUP's (arrays.cc passes the mark to its base pointer), and
   whether the copy's region WRITES it (hpc_may_share_storage_p).  */
tree
apart_view (tree v, int group, bool writes)
{
  tree n = build_decl (DECL_SOURCE_LOCATION (v), VAR_DECL, DECL_NAME (v),
		       TREE_TYPE (v));
  DECL_CONTEXT (n) = DECL_CONTEXT (v);
  TREE_USED (n) = 1;
  DECL_READ_P (n) = 1;
  DECL_ATTRIBUTES (n)
    = tree_cons (get_identifier ("hpc apart view"),
		 tree_cons (NULL_TREE,
			    build_int_cst (integer_type_node, group),
			    build_tree_list (NULL_TREE,
					     writes ? boolean_true_node
					     : boolean_false_node)),
		 copy_list (DECL_ATTRIBUTES (v)));
  return n;
}

/* The over index the region of statement S declares outside its own
   blocks: an over whose index is declared before it.  */
tree
outside_index (tree s)
{
  tree var;
  if (TREE_CODE (s) == STATEMENT_LIST)
    for (tree_stmt_iterator i = tsi_start (s); !tsi_end_p (i); tsi_next (&i))
      if (tree v = outside_index (tsi_stmt (i)))
	return v;
  tree over = hpc_over_in (s, &var);
  return over && !hpc_declares_p (s, var) ? var : NULL_TREE;
}

/* The copies made in the translation unit, numbering them: no two
   copies share a number, so none shares a clique (noalias.cc).  */
int copies;

/* The over statements of the regions the function's copies were made
   of, which run where their arrays may be one (hpc-context.h).  */
struct apart_state : hpc_stage_state
{
  hash_set<tree> originals;
};

hash_set<tree> &
originals (void)
{
  return hpc_state<apart_state> (hpc_function ().apart).originals;
}

/* walk_tree callback: note each over statement as one of originals.  */
tree
note_original_r (tree *tp, int *, void *)
{
  tree var;
  if (TREE_CODE (*tp) == FOR_STMT && hpc_classify (*tp, &var) == HPC_OVER)
    originals ().add (*tp);
  return NULL_TREE;
}

/* The number of the apart copy whose view V is, 0 where none; whether
   the copy's region writes V in *WRITES.  */
int
apart_group (tree v, bool *writes)
{
  tree attr = DECL_P (v) ? lookup_attribute ("hpc apart view",
					      DECL_ATTRIBUTES (v))
	      : NULL_TREE;
  if (!attr)
    return 0;
  tree args = TREE_VALUE (attr);
  *writes = integer_nonzerop (TREE_VALUE (TREE_CHAIN (args)));
  return tree_to_shwi (TREE_VALUE (args));
}

/* REGION (an over nest or a run of them, a statement list) versioned
   on its views being distinct, where it writes one and accesses two:
   the statement to put in its place, or NULL_TREE to leave it (LOC for
   the note saying why, where it would qualify).  */
tree
versioned_region (tree region, location_t loc)
{
  region_views rv;
  walk_tree (&region, views_r, &rv, NULL);
  if (rv.arrays.length () < 2 || rv.written.is_empty ())
    return NULL_TREE;
  /* The test reads every view before the region: one bound inside it
     (per statement) is no candidate.  */
  for (tree v : rv.arrays)
    if (hpc_declares_p (region, v))
      return NULL_TREE;
  const char *why = hpc_copy_refusal (region);
  if (!why && outside_index (region))
    why = "its index is declared before it";
  if (why)
    {
      hpc_missed (loc, "no copy of this over nest with the arrays of its "
		  "handles and parameters apart (%s)", why);
      return NULL_TREE;
    }
  hash_map<tree, tree> values;
  tree vars = NULL_TREE, body = alloc_stmt_list ();
  int group = ++copies;
  for (tree v : rv.arrays)
    {
      tree n = apart_view (v, group, rv.written.contains (v));
      values.put (v, n);
      DECL_CHAIN (n) = vars;
      vars = n;
      append_to_statement_list_force (build1_loc (loc, DECL_EXPR,
						  void_type_node, n), &body);
    }
  tree copy = hpc_copy_with_values (region, &values);
  if (!copy)
    return NULL_TREE;
  tree cond = distinct_condition (rv);
  walk_tree_without_duplicates (&region, note_original_r, NULL);
  append_to_statement_list_force (build3_loc (loc, COND_EXPR, void_type_node,
					      cond, copy, region), &body);
  return hpc_bind (nreverse (vars), body);
}

/* The statement at I, or NULL_TREE at the end.  */
tree
statement_at (tree_stmt_iterator i)
{
  return tsi_end_p (i) ? NULL_TREE : tsi_stmt (i);
}

/* The statement after I, past the markers -g puts between statements.  */
tree_stmt_iterator
next_statement (tree_stmt_iterator i)
{
  tsi_next (&i);
  while (!tsi_end_p (i) && TREE_CODE (tsi_stmt (i)) == DEBUG_BEGIN_STMT)
    tsi_next (&i);
  return i;
}

/* Whether T is a colour loop (fuse.cc's: a for loop around an exchange
   and a nest) standing as a statement of its own.  */
bool
bare_colour_loop_p (tree t)
{
  return t && TREE_CODE (t) == FOR_STMT && hpc_colour_loop_var (t);
}

/* Whether T is what fuse.cc takes whole and must find whole in each
   copy: an over nest, or a colour loop, bare or in the block of its
   variable's declaration (for (int c = 0; ...)), whose declarations
   fuse.cc reads for the variable's first value.  */
bool
nest_unit_p (tree t)
{
  tree var;
  if (!t)
    return false;
  if (hpc_over_in (t, &var) || bare_colour_loop_p (t))
    return true;
  if (TREE_CODE (t) != BIND_EXPR
      || TREE_CODE (BIND_EXPR_BODY (t)) != STATEMENT_LIST)
    return false;
  tree loop = NULL_TREE;
  for (tree_stmt_iterator i = tsi_start (BIND_EXPR_BODY (t)); !tsi_end_p (i);
       tsi_next (&i))
    {
      tree u = tsi_stmt (i);
      if (loop || (TREE_CODE (u) != DECL_EXPR
		   && TREE_CODE (u) != DEBUG_BEGIN_STMT
		   && !bare_colour_loop_p (u)))
	return false;
      if (bare_colour_loop_p (u))
	loop = u;
    }
  return loop != NULL_TREE;
}

/* Whether T may stand in a run of units: a unit, an exchange (the
   colour sweeps written out are exchange, nest, exchange, nest), a
   marker.  */
bool
joinable_p (tree t)
{
  return nest_unit_p (t) || hpc_halo_call_p (t, true)
	 || TREE_CODE (t) == DEBUG_BEGIN_STMT;
}

tree nests_r (tree *tp, int *walk_subtrees, void *);

/* The number of statements from I on that form a run of units (joinable
   statements up to the last unit), 0 if none starts at I.  The
   statement before a bare colour loop starts the run: it sets the
   loop's variable (the C front end puts a for's first clause before
   the loop).  */
int
run_length (tree_stmt_iterator i)
{
  bool lead = !joinable_p (tsi_stmt (i))
	      && bare_colour_loop_p (statement_at (next_statement (i)));
  int n = 0, last = 0;
  for (; !tsi_end_p (i) && ((n == 0 && lead) || joinable_p (tsi_stmt (i)));
       tsi_next (&i))
    if (++n, nest_unit_p (tsi_stmt (i)))
      last = n;
  return last;
}

/* The over nests of LIST versioned, each run of units as one region
   (run_length), so that the stages joining two nests still see them
   side by side, the other statements searched for nests.  */
void
version_list (tree list)
{
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i); tsi_next (&i))
    {
      int n = run_length (i);
      if (n == 0)
	{
	  walk_tree (tsi_stmt_ptr (i), nests_r, NULL, NULL);
	  continue;
	}
      location_t loc = EXPR_LOC_OR_LOC (tsi_stmt (i), input_location);
      tree run = alloc_stmt_list ();
      tree_stmt_iterator k = i;
      for (int m = 0; m < n; m++, tsi_next (&k))
	append_to_statement_list_force (tsi_stmt (k), &run);
      tree made = versioned_region (n == 1 ? tsi_stmt (i) : run, loc);
      if (!made)
	{
	  /* Past the run (to its last statement).  */
	  while (--n > 0)
	    tsi_next (&i);
	  continue;
	}
      *tsi_stmt_ptr (i) = made;
      tree_stmt_iterator rest = i;
      tsi_next (&rest);
      while (--n > 0)
	tsi_delink (&rest);
    }
}

/* walk_tree callback: version the nests in the statement lists met, and
   a unit standing alone (an if's branch).  */
tree
nests_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == STATEMENT_LIST)
    {
      version_list (*tp);
      *walk_subtrees = 0;
    }
  else if (nest_unit_p (*tp))
    {
      if (tree made = versioned_region (*tp, EXPR_LOC_OR_LOC (*tp,
							      input_location)))
	*tp = made;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

} // anon namespace

bool
hpc_apart_wanted (tree)
{
  return !hpc_function ().discarded && optimize > 0 && hpc_opts.noalias;
}

void
hpc_run_apart (tree fndecl)
{
  walk_tree (&DECL_SAVED_TREE (fndecl), nests_r, NULL, NULL);
}

bool
hpc_may_share_storage_p (tree a, tree b)
{
  if (!hpc_parameter_bound_p (a) || !hpc_parameter_bound_p (b))
    return false;
  /* Two views of one copy, one written in it: the copy runs only where
     distinct_condition found them distinct.  */
  bool writes_a, writes_b;
  int group = apart_group (a, &writes_a);
  return !(group && apart_group (b, &writes_b) == group
	   && (writes_a || writes_b));
}

bool
hpc_apart_original_p (tree over)
{
  return originals ().contains (over);
}
