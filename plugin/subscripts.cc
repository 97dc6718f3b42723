/* subscripts.cc - subscripts of distributed arrays (doc/reference.md,
   "Subscripts"), diagnosed and rewritten in the subscripts stage's walk
   (subscript-walk.cc):

   - a Location / Index (the variable an over or at binds), optionally
     shifted by an integer, on a distributed dimension: a storage offset,
     used as it is.  The dimension must be over the construct's range and
     the shift within the ghost: a compile error where the ghost width is
     known (the range variable is initialised by a constructor with
     constant ghosts and never assigned again), nothing at run time
     where the array was also declared over that very variable, else a
     run-time check once at the entry of the construct that binds the
     index (or at the access, when the array is declared inside it or
     the shift is not a constant); the location of an over of
     hpc_expand (x, b, a) stands up to b below and a above the indices
     held, so its shift s is checked as s - b and s + a;
   - on a dimension whose range is another expression than the
     construct's, the location may be one of an aligned range (libhpc's
     align.c): it becomes  i * MUL + ADD, the map set where the range and
     the array are fixed, and the code after that point is compiled twice,
     its copy taken where every map is the identity (doc/internals.md,
     "Locations of aligned ranges");
   - any other integer on a distributed dimension is a global index:
     converted to the storage offset by __hpc_global_offset, which checks
     that this process owns the element;
   - anywhere else a Location / Index is an error (on a sequential
     dimension, as the subscript of an ordinary array or a pointer, in
     arithmetic, or as a value stored, compared or passed: a storage
     offset means nothing there), except as the argument of hpc_idx,
     which turns it into its global index; a Location / Index inside the
     subscript of another array (table[idx[i]]) belongs to that array's
     subscript.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "hash-set.h"
#include "dumpfile.h"
#include "context.h"
#include "tree-pass.h"
#include "pass_manager.h"

namespace {

/* What an over or at binds.  */
struct binding
{
  tree range;			/* the construct's Range operand */
  tree as_written;		/* ... as the user wrote it (diagnostics) */
  tree body;			/* its body */
  tree checks;			/* statement list run at its entry */
  /* hpc_expand's widths: the location also stands this far into the
     ghosts below and above.  */
  HOST_WIDE_INT below, above;
};

/* The map of a location's storage offsets onto those of an aligned
   dimension, set at the entry of the construct binding VAR.  */
struct align_map
{
  tree var;			/* the construct whose entry sets it */
  tree loc_var, array;		/* the location mapped, onto ARRAY */
  int dim;
  tree mul, add;		/* variables set by __hpc_align_mul / _add */
};

/* A block views.cc binds handles' views in (a BIND_EXPR declaring
   variables with the attribute hpc_view), with the statements its entry
   sets.  */
struct view_block
{
  tree block, maps;
};

/* The tables of the walk over one function (subscript-walk.cc), from
   hpc_subscripts_begin to hpc_subscripts_end: the function's
   (hpc-context.h).  */
struct subscripts_state : hpc_stage_state
{
  hash_map<tree, binding> bindings;
  hash_set<tree> written_vars;	/* assigned or address taken somewhere */
  hash_set<tree> written_refs;	/* array references assigned to */
  hash_set<tree> checked_refs;	/* array references already rewritten */
  auto_vec<align_map> maps;
  /* The variables of the constructs around the walk, outermost first.  */
  auto_vec<tree> open_bindings;
  /* The maps set once for the whole function (map_host).  */
  tree function_maps = NULL_TREE;
  /* The view blocks around the walk, outermost first.  */
  auto_vec<view_block> open_view_blocks;
};

subscripts_state &
tables (void)
{
  return hpc_state<subscripts_state> (hpc_function ().subscripts);
}

binding *
bound_var (tree e)
{
  e = hpc_strip (e);
  return VAR_P (e) ? tables ().bindings.get (e) : NULL;
}

/* Whether E mentions a bound variable, other than as a call's argument
   (hpc_idx (x, i) is how a location becomes an integer) or in the
   subscript of another array (idx[i] is an element's value, and that
   array's subscript is checked on its own).  */
tree
mentions_binding_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp) || TREE_CODE (*tp) == CALL_EXPR
      || TREE_CODE (*tp) == ARRAY_REF || TREE_CODE (*tp) == INDIRECT_REF)
    *walk_subtrees = 0;
  else if (VAR_P (*tp) && tables ().bindings.get (*tp))
    return *tp;
  return NULL_TREE;
}

tree
mentioned_binding (tree e)
{
  return walk_tree_without_duplicates (&e, mentions_binding_r, NULL);
}

/* E as  V + SHIFT  with V bound; *SHIFT is NULL_TREE when E is V itself
   and the (integer) shift expression otherwise.  */
tree
split_shift (tree e, tree *shift, tree *written_shift = NULL)
{
  tree unused;
  if (!written_shift)
    written_shift = &unused;
  *written_shift = NULL_TREE;
  *shift = NULL_TREE;
  e = hpc_strip (e);
  if (bound_var (e))
    return e;
  if (TREE_CODE (e) != PLUS_EXPR && TREE_CODE (e) != MINUS_EXPR)
    return NULL_TREE;
  tree a = hpc_strip (TREE_OPERAND (e, 0));
  tree b = hpc_strip (TREE_OPERAND (e, 1));
  if (bound_var (a) && !mentioned_binding (b))
    {
      *shift = TREE_CODE (e) == MINUS_EXPR
	       ? fold_build1 (NEGATE_EXPR, TREE_TYPE (b), b) : b;
      *written_shift = TREE_OPERAND (e, 1);
      return a;
    }
  if (TREE_CODE (e) == PLUS_EXPR && bound_var (b) && !mentioned_binding (a))
    {
      *shift = a;
      *written_shift = TREE_OPERAND (e, 0);
      return b;
    }
  return NULL_TREE;
}

/* ------------------------------------------------------------ ghosts */

/* The ghost widths of range expression R when known at compile time.  */
bool
known_ghosts (tree r, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  r = hpc_strip (r);
  if (!VAR_P (r) || tables ().written_vars.contains (r)
      || !DECL_INITIAL (r))
    return false;
  tree init = hpc_strip (DECL_INITIAL (r));
  if (hpc_call_to_p (init, "hpc_cyclic_range")
      || hpc_call_to_p (init, "hpc_block_cyclic_range"))
    {
      *lo = *hi = 0;
      return true;
    }
  if (!hpc_call_to_p (init, "hpc_block_range_ghost"))
    return false;
  tree glo = fold (CALL_EXPR_ARG (init, 2)), ghi = fold (CALL_EXPR_ARG (init, 3));
  if (!tree_fits_shwi_p (glo) || !tree_fits_shwi_p (ghi))
    return false;
  *lo = tree_to_shwi (glo);
  *hi = tree_to_shwi (ghi);
  return true;
}

/* ------------------------------------------------------------ ranges */

/* The initial value of E when E is a local variable never assigned (nor
   its address taken) after its initialiser, else E.  */
tree
settled_value (tree e)
{
  e = hpc_strip (e);
  if (VAR_P (e) && !tables ().written_vars.contains (e) && DECL_INITIAL (e)
      && !DECL_EXTERNAL (e) && !TREE_STATIC (e))
    return hpc_strip (DECL_INITIAL (e));
  return e;
}

/* The grid dimension number of the range R when R is a variable settled
   by a range constructor over hpc_dim (GROUP, C) with C a constant, else
   -1.  */
HOST_WIDE_INT
constructed_grid_dimension (tree r)
{
  static const struct { const char *name; int dim_arg; } constructors[] = {
    { "hpc_block_range_ghost", 1 }, { "hpc_cyclic_range", 1 },
    { "hpc_block_cyclic_range", 1 }, { "hpc_irregular_range", 0 },
    { "hpc_irregular_range_ghost", 0 }, { "hpc_cut_range", 0 },
    { "hpc_cut_range_ghost", 0 }
  };
  tree init = settled_value (r);
  if (init == hpc_strip (r))
    return -1;
  /* A subrange, or the same range with other ghosts, is over its
     parent's grid dimension.  */
  if ((hpc_call_to_p (init, "hpc_subrange")
       || hpc_call_to_p (init, "hpc_ghosts_range"))
      && call_expr_nargs (init) > 0)
    return constructed_grid_dimension (CALL_EXPR_ARG (init, 0));
  for (const auto &c : constructors)
    if (hpc_call_to_p (init, c.name) && call_expr_nargs (init) > c.dim_arg)
      {
	tree d = settled_value (CALL_EXPR_ARG (init, c.dim_arg));
	if (!hpc_call_to_p (d, "hpc_dim") || call_expr_nargs (d) != 2)
	  return -1;
	tree k = fold (CALL_EXPR_ARG (d, 1));
	return tree_fits_shwi_p (k) ? tree_to_shwi (k) : -1;
      }
  return -1;
}

/* Whether the ranges A and B are known to be different Range objects:
   ranges over different dimensions of a grid never intern together.  */
bool
ranges_differ_p (tree a, tree b)
{
  HOST_WIDE_INT da = constructed_grid_dimension (a);
  HOST_WIDE_INT db = constructed_grid_dimension (b);
  return da >= 0 && db >= 0 && da != db;
}

/* ------------------------------------------------------------ checks */

/* __hpc_check_subscript (bound range, array, dim, shift, where), or with
   EXPAND __hpc_check_subscript_expand (..., shift, below, above, where)
   for a location hpc_expand widens on a dimension over another range
   (in a strided subrange's parent, a step of the location is several
   of the array's).  */
tree
check_call (location_t loc, binding *b, tree array, int dim, tree shift,
	    bool expand)
{
  tree args[7] = { b->range, build_fold_addr_expr (array),
		   build_int_cst (integer_type_node, dim),
		   shift ? shift : integer_zero_node, hpc_where (loc) };
  if (!expand)
    return hpc_call (loc, "__hpc_check_subscript", 5, args);
  args[6] = args[4];
  args[4] = build_int_cst (long_integer_type_node, b->below);
  args[5] = build_int_cst (long_integer_type_node, b->above);
  return hpc_call (loc, "__hpc_check_subscript_expand", 7, args);
}

/* SHIFT (NULL_TREE: none) plus the constant BY.  */
tree
shifted_by (tree shift, HOST_WIDE_INT by)
{
  if (by == 0)
    return shift;
  tree base = shift ? fold_convert (long_integer_type_node, shift)
		    : build_int_cst (long_integer_type_node, 0);
  return fold_build2 (PLUS_EXPR, long_integer_type_node, base,
		      build_int_cst (long_integer_type_node, by));
}

/* Check mode: the access through shifted subscript *EP (of dimension
   DIM of ARRAY; WRITE: it is assigned) may reach a ghost cell past the
   global edge: __hpc_check_ghost (array, dim, offset, write, where).  */
void
check_ghost_access (location_t loc, tree *ep, tree array, int dim,
		    bool write)
{
  tree off = save_expr (*ep);
  tree args[5] = { build_fold_addr_expr (array),
		   build_int_cst (integer_type_node, dim), off,
		   build_int_cst (integer_type_node, write), hpc_where (loc) };
  *ep = build2 (COMPOUND_EXPR, TREE_TYPE (off),
		hpc_call (loc, "__hpc_check_ghost", 5, args), off);
}

/* Whether the entry checks LIST hold a call with CALL's array, dimension
   and shift already.  */
static bool
has_check (tree list, tree call)
{
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i); tsi_next (&i))
    {
      tree c = tsi_stmt (i);
      if (!hpc_call_to_p (c, "__hpc_check_subscript")
	  && !hpc_call_to_p (c, "__hpc_check_subscript_expand"))
	continue;
      bool same = get_callee_fndecl (c) == get_callee_fndecl (call);
      for (int k = 1; k <= 3 && same; k++)
	same = operand_equal_p (fold (CALL_EXPR_ARG (c, k)),
				fold (CALL_EXPR_ARG (call, k)), 0);
      if (same)
	return true;
    }
  return false;
}

/* ------------------------------------------------------------ maps */

/* The open view block declaring ARRAY, or NULL.  */
view_block *
view_block_of (tree array)
{
  if (!VAR_P (array) || !lookup_attribute ("hpc_view",
					   DECL_ATTRIBUTES (array)))
    return NULL;
  for (view_block &vb : tables ().open_view_blocks)
    for (tree v = BIND_EXPR_VARS (vb.block); v; v = DECL_CHAIN (v))
      if (v == array)
	return &vb;
  return NULL;
}

/* An artificial long variable of the current function named NAME,
   which debuggers do not show.  */
tree
map_var (location_t loc, const char *name)
{
  tree d = hpc_new_var (loc, name, long_integer_type_node);
  DECL_IGNORED_P (d) = 1;
  return d;
}

/* Whether range expression R and ARRAY are the same everywhere in the
   body of the construct binding HOST: declared outside it, R (a
   constant, variable or parameter) never assigned.  */
bool
fixed_in (tree r, tree array, tree host)
{
  tree body = tables ().bindings.get (host)->body;
  r = hpc_strip (r);
  return !hpc_declares_p (body, array)
	 && (TREE_CONSTANT (r)
	     || ((VAR_P (r) || TREE_CODE (r) == PARM_DECL)
		 && !tables ().written_vars.contains (r)
		 && !hpc_declares_p (body, r)));
}

/* Whether range expression R is the same everywhere in view block
   BLOCK: constant, or a variable or parameter declared outside it and
   never assigned.  */
bool
fixed_in_block (tree r, tree block)
{
  r = hpc_strip (r);
  if (TREE_CONSTANT (r))
    return true;
  if ((!VAR_P (r) && TREE_CODE (r) != PARM_DECL)
      || tables ().written_vars.contains (r)
      || hpc_declares_p (BIND_EXPR_BODY (block), r))
    return false;
  for (tree v = BIND_EXPR_VARS (block); v; v = DECL_CHAIN (v))
    if (v == r)
      return false;
  return true;
}

/* Whether D is declared in the function's outermost block (a parameter
   bound by params.cc, or a variable of the body's first level).  */
bool
declared_at_top (tree d)
{
  tree top = DECL_SAVED_TREE (current_function_decl);
  if (!top || TREE_CODE (top) != BIND_EXPR)
    return false;
  for (tree v = BIND_EXPR_VARS (top); v; v = DECL_CHAIN (v))
    if (v == d)
      return true;
  return false;
}

/* Where the map of the locations of V onto ARRAY is set: the function
   (current_function_decl) where the range and ARRAY are declared at its
   first level and the range never assigned (a function taking arrays
   whose ranges it names apart), so that the function's statements make
   one choice between their mapped code and their copy with the maps
   read as 1 and 0, and every optimisation sees the copy as it sees code
   without maps; the block binding ARRAY where ARRAY is a handle's view
   and the range is fixed there, so that the run of nests the view serves
   makes one such choice (the same for a handle as for a parameter);
   else the outermost construct around V's (V's own included) in whose
   body both are fixed, so that a nest makes one such choice; NULL when
   ARRAY is declared inside V's construct.  */
tree
map_host (tree v, tree array)
{
  binding *b = tables ().bindings.get (v);
  tree r = hpc_strip (b->range);
  if (VAR_P (r) && !tables ().written_vars.contains (r) && declared_at_top (r)
      && declared_at_top (array))
    return current_function_decl;
  if (view_block *vb = view_block_of (array))
    if (fixed_in_block (r, vb->block))
      return vb->block;
  for (tree host : tables ().open_bindings)
    if (host == v ? !hpc_declares_p (b->body, array)
		  : fixed_in (b->range, array, host))
      return host;
  return NULL_TREE;
}

/* The map of the locations of B (binding V) onto dimension DIM of ARRAY,
   as  MUL * V + ADD  in *MUL and *ADD: set at the entry of map_host's
   construct, once per array and dimension, or computed at the access
   when there is none.  */
void
align_map_of (location_t loc, tree v, binding *b, tree array, int dim,
	      tree *mul, tree *add)
{
  tree args[4] = { b->range, build_fold_addr_expr (array),
		   build_int_cst (integer_type_node, dim), hpc_where (loc) };
  *mul = hpc_call (loc, "__hpc_align_mul", 4, args);
  *add = hpc_call (loc, "__hpc_align_add", 4, args);
  tree host = map_host (v, array);
  if (!host)
    return;
  view_block *vb = view_block_of (array);
  tree *checks = host == current_function_decl ? &tables ().function_maps
		 : vb && vb->block == host ? &vb->maps
		 : &tables ().bindings.get (host)->checks;
  /* The map depends on the range, not the location: locations of one
     range fixed at HOST share it.  */
  for (const align_map &m : tables ().maps)
    if (m.array == array && m.dim == dim && m.var == host
	&& (m.loc_var == v
	    || operand_equal_p (tables ().bindings.get (m.loc_var)->range,
				b->range, 0)))
      {
	*mul = m.mul;
	*add = m.add;
	return;
      }
  char *mul_name = xasprintf ("__hpc_mul_%s_%d",
			      IDENTIFIER_POINTER (DECL_NAME (array)), dim);
  char *add_name = xasprintf ("__hpc_add_%s_%d",
			      IDENTIFIER_POINTER (DECL_NAME (array)), dim);
  align_map m = { host, v, array, dim,
		  hpc_mark (map_var (loc, mul_name), HPC_MARK_ALIGN_MUL),
		  map_var (loc, add_name) };
  free (mul_name);
  free (add_name);
  append_to_statement_list_force (build2 (MODIFY_EXPR, void_type_node,
					  m.mul, *mul), checks);
  append_to_statement_list_force (build2 (MODIFY_EXPR, void_type_node,
					  m.add, *add), checks);
  tables ().maps.safe_push (m);
  *mul = m.mul;
  *add = m.add;
}

/* Replace the location V in *TP by DATA, the offset it maps to.  */
tree
replace_location_r (tree *tp, int *walk_subtrees, void *data)
{
  tree *repl = (tree *) data;
  if (*tp == repl[0])
    {
      *tp = repl[1];
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* Subscript *EP, location V (+ shift) on dimension DIM of ARRAY, whose
   range is another expression than the construct's: V becomes the
   storage offset, in that dimension, of the element with V's global
   index, MUL * V + ADD.  Shifts stay in the dimension's own index space:
   they are added after the map.  */
void
map_location (location_t loc, tree *ep, tree v, tree array, int dim)
{
  tree mul, add;
  align_map_of (loc, v, tables ().bindings.get (v), array, dim, &mul, &add);
  tree type = TREE_TYPE (v);
  tree repl[2] = { v, build2 (PLUS_EXPR, type,
			      build2 (MULT_EXPR, type, v,
				      fold_convert (type, mul)),
			      fold_convert (type, add)) };
  walk_tree (ep, replace_location_r, repl, NULL);
}

/* In a copy whose maps read 1 and 0, V * 1 + 0 back to V.  */
tree
unmap_r (tree *tp, int *, void *)
{
  tree t = *tp;
  if (TREE_CODE (t) == PLUS_EXPR && TREE_CODE (TREE_OPERAND (t, 0)) == MULT_EXPR
      && integer_zerop (fold (TREE_OPERAND (t, 1)))
      && integer_onep (fold (TREE_OPERAND (TREE_OPERAND (t, 0), 1))))
    *tp = TREE_OPERAND (TREE_OPERAND (t, 0), 0);
  return NULL_TREE;
}

/* The construct whose entry checks a constant shift of location V on
   ARRAY: the outermost around V's (V's own included) in whose body
   V's range and ARRAY are fixed, so that a nest checks once at its
   entry and an inner over's entry holds no call that would keep its
   set-up in the row loop (hoist.cc); V's own where it is expanded
   (hpc_entry_checks checks its widths first).  */
tree
check_host (tree v, tree array)
{
  binding *b = tables ().bindings.get (v);
  if (b->below || b->above)
    return v;
  for (tree host : tables ().open_bindings)
    if (host == v || fixed_in (b->range, array, host))
      return host;
  return v;
}

/* The run-time check of SHIFT on dimension DIM of ARRAY for subscript
   *EP of V's location (binding B): at the entry of check_host's
   construct where the shift is CONSTANT and the array outlives V's
   body, else at the access.  */
void
add_check (location_t loc, tree *ep, tree v, binding *b, tree array,
	   int dim, tree shift, bool constant, bool expand = false)
{
  tree call = check_call (loc, b, array, dim, shift, expand);
  if (constant && !hpc_declares_p (b->body, array))
    {
      /* Once per array, dimension and shift: an inner over's entry
	 checks run for every iteration of the loops around it.  */
      tree *checks = &tables ().bindings.get (check_host (v, array))->checks;
      if (!has_check (*checks, call))
	append_to_statement_list_force (call, checks);
    }
  else
    *ep = build2 (COMPOUND_EXPR, TREE_TYPE (*ep), call, *ep);
}

/* Subscript *EP, an aligned Location / Index V + SHIFT on distributed
   dimension DIM (over range expression R) of ARRAY; WRITE: assigned.  */
void
lower_aligned (location_t loc, tree *ep, tree v, tree shift, tree array,
	       int dim, tree r, bool write)
{
  binding *b = tables ().bindings.get (v);
  if (ranges_differ_p (r, b->range))
    {
      error_at (loc, "location %qD of range %qE used on dimension %d of "
		"%qD, which is over range %qE; subscript the dimension over "
		"%qE with %qD, or write %<hpc_idx (%E, %D)%> for its global "
		"index", v, b->as_written, dim, array, r, b->as_written, v,
		b->as_written, v);
      return;
    }
  HOST_WIDE_INT lo, hi;
  bool constant = !shift || tree_fits_shwi_p (fold (shift));
  HOST_WIDE_INT c = shift && constant ? tree_to_shwi (fold (shift)) : 0;
  bool known = constant && known_ghosts (r, &lo, &hi);
  bool expanded = b->below || b->above;
  bool same_range = hpc_strip (r) == hpc_strip (b->range);
  /* Over another range a step of V may be several of the array's (a
     strided subrange's parent): known here is only that the locations
     held, which name held elements, shift within the ghosts.  */
  HOST_WIDE_INT below = same_range ? b->below : 0;
  HOST_WIDE_INT above = same_range ? b->above : 0;
  if (known && (c - below < -lo || c + above > hi))
    {
      if (below || above)
	error_at (loc, "shift %wd of %qD, which %<hpc_expand%> takes %wd "
		  "below and %wd above the indices held, reaches past the "
		  "ghost region (%wd below, %wd above) of dimension %d of "
		  "%qD", c, v, b->below, b->above, lo, hi, dim, array);
      else
	error_at (loc, "shift %wd of %qD is wider than the ghost region "
		  "(%wd below, %wd above) of dimension %d of %qD", c, v, lo,
		  hi, dim, array);
      return;
    }
  /* Both facts the run-time check would test are settled when the
     dimension is over the very range the construct walks (one variable,
     never assigned after its initialiser) and the shift fits its known
     ghosts (above).  An inner over's check would run for every outer
     iteration.  An expanded location reaches its shift's two
     extremes.  */
  if (!same_range)
    map_location (loc, ep, v, array, dim);
  if (expanded && !same_range)
    add_check (loc, ep, v, b, array, dim, shift, constant, true);
  else if (!known || !same_range)
    {
      add_check (loc, ep, v, b, array, dim, shifted_by (shift, -b->below),
		 constant);
      if (expanded)
	add_check (loc, ep, v, b, array, dim, shifted_by (shift, b->above),
		   constant);
    }
  /* Writes too: check mode's stale-ghost records need the owner's; an
     expanded location is itself a ghost at the block's edges.  */
  if (hpc_opts.check
      && (write || expanded || (shift && !(constant && c == 0))))
    check_ghost_access (loc, ep, array, dim, write);
}

/* The range operand, as written, of the construct binding V.  */
tree
range_of (tree v)
{
  return tables ().bindings.get (v)->as_written;
}

/* Subscript *EP, at LOC, of dimension DIM of distributed ARRAY, whose
   extent in the declaration was EXTENT (a Range or an integer).  Returns
   what of the subscript is still to be checked as an expression: the
   shift of a location, all of a global index, nothing after an error.  */
tree
lower_subscript (location_t loc, tree *ep, tree array, int dim, tree extent,
		 bool write)
{
  loc = EXPR_LOC_OR_LOC (*ep, loc);
  tree shift, written_shift, v = split_shift (*ep, &shift, &written_shift);
  bool distributed = hpc_range_type_p (extent);
  tree other = v ? v : mentioned_binding (*ep);
  tree rest = v ? written_shift : *ep;
  if (other && !distributed)
    {
      error_at (loc, "location %qD used on sequential dimension %d of %qD; "
		"write %<hpc_idx (%E, %D)%> for its global index", other, dim,
		array, range_of (other), other);
      return NULL_TREE;
    }
  if (other && !v)
    {
      error_at (loc, "arithmetic on location %qD other than a shift by an "
		"integer; write %<hpc_idx (%E, %D)%> for its global index",
		other, range_of (other), other);
      return NULL_TREE;
    }
  if (v)
    lower_aligned (loc, ep, v, shift, array, dim, extent, write);
  else if (distributed)
    {
      tree args[4] = { build_fold_addr_expr (array),
		       build_int_cst (integer_type_node, dim),
		       fold_convert (long_integer_type_node, *ep),
		       hpc_where (loc) };
      *ep = fold_convert (TREE_TYPE (*ep),
			  hpc_call (loc, "__hpc_global_offset", 4, args));
    }
  return rest;
}

/* ------------------------------------------------------------ walks */

tree
find_written_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((TREE_CODE (t) == MODIFY_EXPR || TREE_CODE (t) == ADDR_EXPR
	    || TREE_CODE (t) == PREINCREMENT_EXPR
	    || TREE_CODE (t) == POSTINCREMENT_EXPR
	    || TREE_CODE (t) == PREDECREMENT_EXPR
	    || TREE_CODE (t) == POSTDECREMENT_EXPR)
	   && DECL_P (TREE_OPERAND (t, 0)))
    tables ().written_vars.add (TREE_OPERAND (t, 0));
  return NULL_TREE;
}

/* T in a block of its own: OpenMP moves the blocks under the one around
   an outermost over into the function it outlines, and so must find the
   blocks of the construct and of its copy apart.  VARS: what it
   declares.  */
tree
in_own_block (tree vars, tree t)
{
  tree block = make_node (BLOCK);
  TREE_USED (block) = 1;
  BLOCK_VARS (block) = vars;
  tree bind = build3 (BIND_EXPR, void_type_node, vars, t, block);
  TREE_SIDE_EFFECTS (bind) = 1;
  return bind;
}

/* The conjunction "each map of HOST is 1 * V + 0", with VALUES mapping
   their variables to 1 and 0; NULL_TREE when HOST sets no map.  */
tree
identity_test (tree host, hash_map<tree, tree> *values)
{
  tree same = NULL_TREE;
  for (const align_map &m : tables ().maps)
    if (m.var == host)
      {
	values->put (m.mul, build_int_cst (long_integer_type_node, 1));
	values->put (m.add, build_int_cst (long_integer_type_node, 0));
	tree both = build2 (TRUTH_ANDIF_EXPR, integer_type_node,
			    build2 (EQ_EXPR, integer_type_node, m.mul,
				    build_int_cst (long_integer_type_node, 1)),
			    build2 (EQ_EXPR, integer_type_node, m.add,
				    build_int_cst (long_integer_type_node, 0)));
	same = same ? build2 (TRUTH_ANDIF_EXPR, integer_type_node, same, both)
		    : both;
      }
  return same;
}

/* The variables of HOST's maps, as a chain.  */
tree
map_vars (tree host)
{
  tree vars = NULL_TREE;
  for (const align_map &m : tables ().maps)
    if (m.var == host)
      {
	DECL_CHAIN (m.add) = vars;
	DECL_CHAIN (m.mul) = m.add;
	vars = m.mul;
      }
  return vars;
}

/* Whether *TP reads a variable of the set DATA.  */
tree
reads_var_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (DECL_P (*tp) && ((hash_map<tree, tree> *) data)->get (*tp))
    return *tp;
  return NULL_TREE;
}

/* A missed-optimisation note at LOC that WHAT is not copied.  No pass
   runs while the front end's trees are lowered, so the note goes out
   through the loop vectoriser's stream (-fopt-info-missed, -loop, -vec),
   the group of optimisations whose loops the copy serves.  */
void
missed_copy (location_t loc, const char *what)
{
  opt_pass *vect = g->get_passes ()->get_pass_by_name ("tree-vect");
  if (!vect)
    return;
  dump_flags_t flags;
  if (!g->get_dumps ()->dump_start (vect->static_pass_number, &flags))
    return;
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t (loc),
		     "no copy of %s for aligned ranges that coincide (it "
		     "declares variable-length or static objects, or is too "
		     "large to copy): its subscripts of other ranges stay "
		     "mapped\n", what);
  g->get_dumps ()->dump_finish (vect->static_pass_number);
}

/* Where the function's mapped region of LIST begins: after the last
   declaration before the first statement that reads one of the maps
   (VALUES), so that the statements the declarations leave together
   (two consecutive nests, one reading a map) stay together in each
   copy, for the passes that take them as a pair.  */
tree_stmt_iterator
start_of_mapped_region (tree list, hash_map<tree, tree> *values)
{
  tree_stmt_iterator start = tsi_start (list);
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i); tsi_next (&i))
    {
      if (walk_tree_without_duplicates (tsi_stmt_ptr (i), reads_var_r, values))
	return start;
      if (TREE_CODE (tsi_stmt (i)) == DECL_EXPR)
	{
	  start = i;
	  tsi_next (&start);
	}
    }
  return start;
}

/* The maps of HOST, set by the statements MAPS, in block TOP: its
   statements after the last declaration before the first statement that
   reads one become
     MAPS; if (each map is 1 * V + 0) COPY else STATEMENTS
   (mapped code only, where they cannot be copied, or at -O0, noted at
   LOC as WHAT).  */
void
version_block (tree top, tree host, tree maps, location_t loc,
	       const char *what)
{
  hash_map<tree, tree> values;
  tree same = identity_test (host, &values);
  tree list = BIND_EXPR_BODY (top);
  if (TREE_CODE (list) != STATEMENT_LIST)
    {
      tree l = alloc_stmt_list ();
      append_to_statement_list_force (list, &l);
      list = BIND_EXPR_BODY (top) = l;
    }
  tree_stmt_iterator i = start_of_mapped_region (list, &values);
  tree region = alloc_stmt_list ();
  if (!tsi_end_p (i))
    loc = EXPR_LOC_OR_LOC (tsi_stmt (i), loc);
  while (!tsi_end_p (i))
    {
      append_to_statement_list_force (tsi_stmt (i), &region);
      tsi_delink (&i);
    }
  tree copy = optimize ? hpc_copy_with_values (region, &values) : NULL_TREE;
  if (optimize && !copy)
    missed_copy (loc, what);
  tree body = maps;
  if (copy)
    {
      walk_tree (&copy, unmap_r, NULL, NULL);
      region = build3 (COND_EXPR, void_type_node, same,
		       in_own_block (NULL_TREE, copy),
		       in_own_block (NULL_TREE, region));
    }
  append_to_statement_list_force (region, &body);
  append_to_statement_list_force (hpc_bind (map_vars (host), body), &list);
}

/* The function's maps, set at the start of its first-level
   statements.  */
void
version_function (tree fndecl)
{
  version_block (DECL_SAVED_TREE (fndecl), fndecl, tables ().function_maps,
		 DECL_SOURCE_LOCATION (fndecl), "this function's body");
}

} // anon namespace

void
hpc_subscripts_begin (tree fndecl)
{
  gcc_checking_assert (!hpc_function ().subscripts);
  walk_tree (&DECL_SAVED_TREE (fndecl), find_written_r, NULL, NULL);
}

void
hpc_subscripts_end (tree fndecl)
{
  if (tables ().function_maps && !seen_error ())
    version_function (fndecl);
  delete hpc_function ().subscripts;
  hpc_function ().subscripts = NULL;
}

/* VAR is bound by an over / at over range operand *RANGE with BODY.  The
   operand becomes a SAVE_EXPR, evaluated once by the checks and the
   lowering alike.  */
void
hpc_bind_location (tree var, tree *range, tree body)
{
  tree as_written = *range;
  if (!TREE_CONSTANT (*range) && !DECL_P (*range))
    *range = save_expr (*range);
  binding b = { *range, as_written, body, alloc_stmt_list (), 0, 0 };
  hpc_over_expansion (DECL_INITIAL (var), &b.below, &b.above);
  tables ().bindings.put (var, b);
  tables ().open_bindings.safe_push (var);
}

/* The walk enters block T (subscript-walk.cc), before its statements.  */
void
hpc_enter_block (tree t)
{
  for (tree v = BIND_EXPR_VARS (t); v; v = DECL_CHAIN (v))
    if (VAR_P (v) && lookup_attribute ("hpc_view", DECL_ATTRIBUTES (v)))
      {
	view_block vb = { t, alloc_stmt_list () };
	tables ().open_view_blocks.safe_push (vb);
	return;
      }
}

/* The walk leaves block T, after its statements: a view block that sets
   maps is compiled twice, as a function whose parameters' ranges are
   named apart.  */
void
hpc_leave_block (tree t)
{
  auto_vec<view_block> &open = tables ().open_view_blocks;
  if (open.is_empty () || open.last ().block != t)
    return;
  view_block vb = open.pop ();
  if (!tsi_end_p (tsi_start (vb.maps)) && !seen_error ())
    version_block (t, t, vb.maps, input_location,
		   "these statements on handles");
}

/* Whether CALL is hpc_idx (x, i) of a location i: the one call a
   location may be passed to.  */
bool
hpc_idx_of_location_p (tree call)
{
  return hpc_call_to_p (call, "__hpc_idx") && call_expr_nargs (call) == 2
	 && bound_var (CALL_EXPR_ARG (call, 1));
}

/* T, met outside the subscripts and hpc_idx calls where a location may
   stand, at HERE when T has no location of its own: diagnose a location
   used as a value (a storage offset, meaningless as a number), in
   arithmetic or to index a pointer.  Returns whether T was diagnosed
   (its operands are then not to be looked at again).  */
bool
hpc_check_location_use (tree t, location_t here)
{
  location_t loc = EXPR_LOC_OR_LOC (t, here);
  if (binding *b = bound_var (t))
    {
      /* (void) l; says that l is unused on purpose.  */
      if (VOID_TYPE_P (TREE_TYPE (t)))
	return true;
      if (t != hpc_strip (t))
	return false;	/* the conversion's operand says it */
      error_at (loc, "location %qD used as a value; write %<hpc_idx (%E, "
		"%D)%> for its global index", t, b->as_written, t);
      return true;
    }
  if (TREE_CODE (t) == POINTER_PLUS_EXPR)
    if (tree v = mentioned_binding (TREE_OPERAND (t, 1)))
      {
	error_at (loc, "location %qD used to index a pointer, not a "
		  "distributed array; write %<hpc_idx (%E, %D)%> for its "
		  "global index", v, range_of (v), v);
	return true;
      }
  if (!TREE_TYPE (t) || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || (!BINARY_CLASS_P (t) && !UNARY_CLASS_P (t)) || CONVERT_EXPR_P (t)
      || TREE_CODE (t) == NON_LVALUE_EXPR)
    return false;
  for (int k = 0; k < TREE_OPERAND_LENGTH (t); k++)
    if (binding *b = bound_var (TREE_OPERAND (t, k)))
      {
	tree v = hpc_strip (TREE_OPERAND (t, k));
	error_at (loc, "arithmetic on location %qD other than a subscript "
		  "shift; write %<hpc_idx (%E, %D)%> for its global index", v,
		  b->as_written, v);
	return true;
      }
  return false;
}

/* LHS is assigned (check mode tells writes of ghost cells from reads).  */
void
hpc_note_assigned (tree lhs)
{
  if (TREE_CODE (lhs) == ARRAY_REF)
    tables ().written_refs.add (lhs);
}

/* The checks to run before the construct binding VAR, or NULL_TREE;
   called once its body has been walked.  */
tree
hpc_entry_checks (tree var)
{
  auto_vec<tree> &open = tables ().open_bindings;
  if (!open.is_empty () && open.last () == var)
    open.pop ();
  binding *b = tables ().bindings.get (var);
  if (!b || tsi_end_p (tsi_start (b->checks)))
    return NULL_TREE;
  /* The shifts checked reach hpc_expand's widths: those are checked
     first, so that a width past the ghosts is reported as such.  */
  if (b->below || b->above)
    {
      location_t loc = EXPR_LOCATION (DECL_INITIAL (var));
      tree args[4] = { b->range,
		       build_int_cst (long_integer_type_node, b->below),
		       build_int_cst (long_integer_type_node, b->above),
		       hpc_where (loc) };
      tree_stmt_iterator i = tsi_start (b->checks);
      tsi_link_before (&i, hpc_call (loc, "__hpc_over_check_expand", 4, args),
		       TSI_SAME_STMT);
    }
  return b->checks;
}

/* Whether V holds the factor of a map between aligned ranges: never 0,
   as distinct locations name distinct elements.  */
bool
hpc_align_mul_p (tree v)
{
  return VAR_P (v) && hpc_marked_p (v, HPC_MARK_ALIGN_MUL);
}

/* The variables the entry of the construct binding VAR sets (a chain),
   or NULL_TREE.  */
tree
hpc_align_vars (tree var)
{
  return map_vars (var);
}

/* T, the construct binding VAR, as  if (every map is 1 * V + 0) T' else T
   where T' is T's copy with the maps' variables read as 1 and 0, whose
   subscripts are then the locations themselves: ranges that are one
   range, or differ only in ghosts with the same lower width, cost
   nothing per element.  T itself where VAR has no map, or at -O0.  */
tree
hpc_aligned_version (tree var, tree t)
{
  hash_map<tree, tree> values;
  tree same = identity_test (var, &values);
  if (!same || !optimize)
    return t;
  /* The copy binds a location of its own: the lowering takes the
     construct's header from its variable's initialiser.  */
  tree own = NULL_TREE;
  tree copy = hpc_copy_with_values (t, &values, var, &own);
  if (!copy)
    {
      missed_copy (EXPR_LOCATION (t), "this construct");
      return t;
    }
  walk_tree (&copy, unmap_r, NULL, NULL);
  return build3 (COND_EXPR, void_type_node, same, in_own_block (own, copy),
		 in_own_block (NULL_TREE, t));
}

/* The distributed array an argument names (U, decayed to &U[0]), or
   NULL_TREE.  */
static tree
distributed_operand (tree e)
{
  for (;;)
    {
      e = hpc_strip (e);
      if (TREE_CODE (e) == ADDR_EXPR || (TREE_CODE (e) == ARRAY_REF
					 && integer_zerop (TREE_OPERAND (e, 1))))
	e = TREE_OPERAND (e, 0);
      else
	break;
    }
  return hpc_distributed_p (e) ? e : NULL_TREE;
}

/* A section a[[...]] (a call to __hpc_section) must have one entry per
   dimension of a distributed array.  */
void
hpc_check_section_call (tree call)
{
  if (!hpc_call_to_p (call, "__hpc_section") || call_expr_nargs (call) < 4)
    return;
  tree a = distributed_operand (CALL_EXPR_ARG (call, 2));
  tree n = CALL_EXPR_ARG (call, 3);
  if (!a || !tree_fits_shwi_p (n))
    return;
  int rank = list_length (TREE_VALUE (lookup_attribute ("hpc_dist",
						       DECL_ATTRIBUTES (a))));
  if (tree_to_shwi (n) != rank)
    error_at (EXPR_LOC_OR_LOC (call, input_location), "section of %qD has "
	      "%wd entries but the array has %d dimensions", a,
	      tree_to_shwi (n), rank);
}

/* *TP is an ARRAY_REF (the outermost of a chain a[e0][e1]...): check and,
   on a distributed array, rewrite each subscript, then walk the
   subscripts (not the chain) with FN.  */
void
hpc_lower_array_ref (tree *tp, walk_tree_fn fn, void *data)
{
  /* The front end makes u[k] += e the assignment u[k] = u[k] + e with one
     reference shared by both sides: its subscripts, rewritten in place,
     must be rewritten once.  */
  if (tables ().checked_refs.add (*tp))
    return;
  tree refs[HPC_MAX_RANK];
  int n = 0;
  tree base = *tp;
  for (; TREE_CODE (base) == ARRAY_REF && n < HPC_MAX_RANK;
       base = TREE_OPERAND (base, 0))
    refs[n++] = base;
  tree attr = VAR_P (base) ? lookup_attribute ("hpc_dist",
					       DECL_ATTRIBUTES (base))
	      : NULL_TREE;
  /* After a front-end error inside, leave the reference as it is.  */
  for (int k = 0; k < n; k++)
    if (error_operand_p (TREE_OPERAND (refs[k], 1))
	|| error_operand_p (refs[k]))
      attr = NULL_TREE;
  tree extent = attr ? TREE_VALUE (attr) : NULL_TREE;
  if (attr && n != list_length (extent))
    error_at (EXPR_LOC_OR_LOC (*tp, input_location), "distributed array %qD "
	      "has %d dimensions but %d subscripts", base,
	      list_length (extent), n);
  for (int dim = 0; dim < n; dim++)
    {
      tree ref = refs[n - 1 - dim];
      tree *ep = &TREE_OPERAND (ref, 1);
      location_t loc = EXPR_LOC_OR_LOC (ref, input_location);
      tree rest = *ep, shift;
      if (extent)
	{
	  rest = lower_subscript (loc, ep, base, dim, TREE_VALUE (extent),
				  tables ().written_refs.contains (*tp));
	  extent = TREE_CHAIN (extent);
	}
      else if (tree v = attr ? NULL_TREE : split_shift (*ep, &shift))
	{
	  error_at (EXPR_LOC_OR_LOC (*ep, loc), "location %qD used as a "
		    "subscript of %qE, which is not a distributed array; "
		    "write %<hpc_idx (%E, %D)%> for its global index", v, base,
		    range_of (v), v);
	  rest = NULL_TREE;
	}
      if (rest)
	walk_tree (&rest, fn, data, NULL);
    }
  walk_tree (&TREE_OPERAND (refs[n - 1], 0), fn, data, NULL);
}
