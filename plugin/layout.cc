/* layout.cc - the storage order of distributed arrays.

   A local block is row-major unless the function's loops walk it along
   a sequential dimension that is not the last: HPJava's Figure 1,

     distributed float a[N][x];          (columns distributed)
     over (m = x | k + 1 :)
       for (int i = hpc_idx (x, m); i < N; i++)
	 a[i][m] -= b[i] * b[hpc_idx (x, m)];

   walks a column of a row-major block at a stride of the local width,
   so no vector loads and one cache line per element.  Stored with that
   sequential dimension innermost (the local block a[x][N], columns
   contiguous) the same loop is the unit-stride one a programmer would
   write by hand.  The choice is the compiler's because it is invisible:
   libhpc's collectives and I/O follow each array's strides, and the
   program sees its elements only through subscripts.

   Runs at PLUGIN_PRE_GENERICIZE after the checks (subscripts are local
   offsets by then) and before arrays.cc gives arrays their storage.
   For each distributed array of rank >= 2 with a sequential dimension:

     1. votes: every full subscript a[e0]...[e(r-1)] votes for the
	dimensions whose subscript uses the variable of its innermost
	enclosing loop (the location of an over, the variable a for
	loop's increment steps);
     2. the array keeps row-major order unless a sequential dimension D
	has more votes than the last dimension, and the array is used
	only through subscripts and as an argument of libhpc's functions
	(the array or an element's address taken elsewhere, or passed to
	a user function, would expose the order), and the array is not
	remapped or copied as a block of two or more dimensions (named
	whole, or a section keeping two dimensions: a[[:, :]]):
	hpc_remap (cols, rows) from a row-major array would become a
	transpose in memory, far slower than the row-to-row copy it is
	now (vector sections, like Figure 1's column a[[k + 1 :, k]],
	are fine);
     3. otherwise the variable's type becomes the VLA in storage order
	(D moved last), every subscript is permuted to match, and the
	attribute hpc_inner (D) tells arrays.cc to allocate through
	__hpc_array_alloc_inner_v.

   -fplugin-arg-hpc-no-layout keeps every array row-major.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"

namespace {

/* What the walk learns about one candidate array.  */
struct candidate
{
  tree var;
  int rank;
  bool sequential[HPC_MAX_RANK];
  int votes[HPC_MAX_RANK];
  bool exposed;			/* used other than as allowed in 2 */
  bool moved_whole;		/* remapped or copied as a 2-D block or more */
  int inner;			/* the dimension stored last, or -1 */
};

struct layout_ctx
{
  auto_vec<candidate> arrays;
  auto_vec<tree> loops;		/* innermost loop variables (NULL: unknown) */
};

/* What dimension LEVEL (an array type) of a distributed array is: its
   extent marker's operand is a Range or an integer; a level without a
   marker is part of the element type (distributed vec3 u[x]).  */
enum level_kind { LEVEL_ELEMENT, LEVEL_SEQUENTIAL, LEVEL_DISTRIBUTED };

level_kind
classify_level (tree level)
{
  tree marker = hpc_extent_marker (level);
  if (!marker)
    return LEVEL_ELEMENT;
  return hpc_range_type_p (CALL_EXPR_ARG (marker, 0)) ? LEVEL_DISTRIBUTED
	 : LEVEL_SEQUENTIAL;
}

/* The candidate record of VAR, or NULL.  */
candidate *
find_candidate (layout_ctx *c, tree var)
{
  for (candidate &a : c->arrays)
    if (a.var == var)
      return &a;
  return NULL;
}

/* Record V in C when it is an array whose storage order may change.  */
void
collect_array (layout_ctx *c, tree v)
{
  if (!hpc_distributed_p (v)
      || (lookup_attribute ("hpc_param", DECL_ATTRIBUTES (v))
	  && !hpc_block_array_p (v)))
    return;
  candidate a = {};
  a.var = v;
  a.inner = -1;
  bool any_sequential = false, any_distributed = false, element = false;
  for (tree level = TREE_TYPE (v); TREE_CODE (level) == ARRAY_TYPE;
       level = TREE_TYPE (level))
    {
      level_kind k = classify_level (level);
      /* Arrays of arrays, and ranks libhpc refuses, stay as they are.  */
      element |= k == LEVEL_ELEMENT || a.rank == HPC_MAX_RANK;
      if (element)
	break;
      a.sequential[a.rank++] = k == LEVEL_SEQUENTIAL;
      any_sequential |= k == LEVEL_SEQUENTIAL;
      any_distributed |= k == LEVEL_DISTRIBUTED;
    }
  if (!element && a.rank >= 2 && any_sequential && any_distributed)
    c->arrays.safe_push (a);
}

/* The array variable under the ARRAY_REF chain T and the chain's length;
   INDEX[k] the subscript of dimension k when the chain is full.  */
tree
ref_base (tree t, int *depth, tree *index)
{
  auto_vec<tree> idx;
  tree base = hpc_subscripts (t, &idx);
  *depth = idx.length ();
  for (int k = 0; k < *depth && k < HPC_MAX_RANK; k++)
    index[k] = idx[k];
  return base;
}

/* ARG with conversions and an address-of stripped.  */
tree
strip_to_var (tree arg)
{
  STRIP_NOPS (arg);
  if (TREE_CODE (arg) == ADDR_EXPR)
    arg = TREE_OPERAND (arg, 0);
  STRIP_NOPS (arg);
  return arg;
}

/* The number of dimensions a section keeps: the entries of SECTION (a
   call to __hpc_section) that are triplets, not single indices; -1 when
   the entries cannot be read.  */
int
section_kept_dims (tree section)
{
  if (call_expr_nargs (section) < 5)
    return -1;
  tree list = strip_to_var (CALL_EXPR_ARG (section, 4));
  if (TREE_CODE (list) == COMPOUND_LITERAL_EXPR)
    list = DECL_INITIAL (COMPOUND_LITERAL_EXPR_DECL (list));
  if (!list || TREE_CODE (list) != CONSTRUCTOR)
    return -1;
  int kept = 0;
  unsigned i;
  tree entry;
  FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (list), i, entry)
    {
      /* { lo, hi, st, single } */
      if (TREE_CODE (entry) != CONSTRUCTOR || CONSTRUCTOR_NELTS (entry) != 4)
	return -1;
      tree single = CONSTRUCTOR_ELT (entry, 3)->value;
      if (TREE_CODE (single) != INTEGER_CST)
	return -1;
      kept += integer_zerop (single);
    }
  return kept;
}

/* The candidate that ARG of hpc_remap or hpc_copy moves as a block of
   two or more dimensions: the array named whole, or a section of it
   keeping two dimensions or more (a[[:, :]], a[[1 :, :]]); NULL for
   anything else (a column a[[k + 1 :, k]] is a vector either way).  */
candidate *
moved_block (layout_ctx *c, tree arg)
{
  if (candidate *a = find_candidate (c, strip_to_var (arg)))
    return a;
  tree call = strip_to_var (arg);
  if (!hpc_call_to_p (call, "__hpc_section") || call_expr_nargs (call) < 3)
    return NULL;
  candidate *a = find_candidate (c, strip_to_var (CALL_EXPR_ARG (call, 2)));
  int kept = a ? section_kept_dims (call) : 0;
  return kept >= 2 || kept < 0 ? a : NULL;
}

tree vote_r (tree *tp, int *walk_subtrees, void *data);

void
walk_votes (tree *tp, layout_ctx *c)
{
  walk_tree (tp, vote_r, c, NULL);
}

/* A loop: its variable (or NULL) is the innermost while its parts are
   walked.  */
void
walk_loop (tree *parts[], int n, tree var, layout_ctx *c)
{
  c->loops.safe_push (var);
  for (int k = 0; k < n; k++)
    if (*parts[k])
      walk_votes (parts[k], c);
  c->loops.pop ();
}

/* 1 and the uses of 2.  */
tree
vote_r (tree *tp, int *walk_subtrees, void *data)
{
  layout_ctx *c = (layout_ctx *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  switch (TREE_CODE (t))
    {
    case FOR_STMT:
      {
	/* on and at run their bodies once: not loops.  */
	tree var;
	hpc_construct k = hpc_classify (t, &var);
	if (k == HPC_ON || k == HPC_AT)
	  {
	    walk_votes (&FOR_BODY (t), c);
	    *walk_subtrees = 0;
	    return NULL_TREE;
	  }
	if (k != HPC_OVER)
	  var = hpc_stepped_var (FOR_EXPR (t));
	tree *parts[] = { &FOR_INIT_STMT (t), &FOR_COND (t), &FOR_EXPR (t),
			  &FOR_BODY (t) };
	walk_loop (parts, 4, var, c);
	*walk_subtrees = 0;
	return NULL_TREE;
      }
    case WHILE_STMT:
      {
	tree *parts[] = { &WHILE_COND (t), &WHILE_BODY (t) };
	walk_loop (parts, 2, NULL_TREE, c);
	*walk_subtrees = 0;
	return NULL_TREE;
      }
    case DO_STMT:
      {
	tree *parts[] = { &DO_COND (t), &DO_BODY (t) };
	walk_loop (parts, 2, NULL_TREE, c);
	*walk_subtrees = 0;
	return NULL_TREE;
      }
    case DECL_EXPR:
      if (find_candidate (c, DECL_EXPR_DECL (t)))
	*walk_subtrees = 0;
      return NULL_TREE;
    case CALL_EXPR:
      if (!hpc_library_call_p (t))
	return NULL_TREE;
      /* An array passed whole to libhpc is fine; walk the rest.  */
      walk_votes (&CALL_EXPR_FN (t), c);
      for (int k = 0; k < call_expr_nargs (t); k++)
	{
	  tree *arg = &CALL_EXPR_ARG (t, k);
	  if ((hpc_call_to_p (t, "hpc_remap") || hpc_call_to_p (t, "hpc_copy"))
	      && moved_block (c, *arg))
	    moved_block (c, *arg)->moved_whole = true;
	  if (!find_candidate (c, strip_to_var (*arg)))
	    walk_votes (arg, c);
	}
      *walk_subtrees = 0;
      return NULL_TREE;
    case ARRAY_REF:
      {
	int depth;
	tree index[HPC_MAX_RANK];
	candidate *a = find_candidate (c, ref_base (t, &depth, index));
	if (!a)
	  return NULL_TREE;
	if (depth != a->rank)
	  {
	    a->exposed = true;
	    return NULL_TREE;
	  }
	tree loop = c->loops.is_empty () ? NULL_TREE : c->loops.last ();
	for (int k = 0; k < depth; k++)
	  {
	    a->votes[k] += hpc_uses_var_p (index[k], loop);
	    walk_votes (&index[k], c);
	  }
	*walk_subtrees = 0;
	return NULL_TREE;
      }
    case ADDR_EXPR:
      {
	/* &a[i][j] outside libhpc's calls: a pointer to walk the storage
	   with.  */
	int depth;
	tree index[HPC_MAX_RANK], op = TREE_OPERAND (t, 0);
	if (TREE_CODE (op) == ARRAY_REF)
	  if (candidate *a = find_candidate (c, ref_base (op, &depth, index)))
	    a->exposed = true;
	return NULL_TREE;
      }
    case VAR_DECL:
      if (candidate *a = find_candidate (c, t))
	a->exposed = true;
      return NULL_TREE;
    default:
      return NULL_TREE;
    }
}

/* 2.  */
void
decide (candidate *a)
{
  if (a->exposed || a->moved_whole)
    return;
  int last = a->rank - 1, best = -1;
  for (int d = 0; d < last; d++)
    if (a->sequential[d] && a->votes[d] > a->votes[last]
	&& (best < 0 || a->votes[d] > a->votes[best]))
      best = d;
  a->inner = best;
}

/* 3.  The array levels of A's type in dimension order, and the type with
   dimension A->inner moved last.  */
tree
permuted_type (const candidate *a, tree *levels)
{
  int n = 0;
  tree elem = TREE_TYPE (a->var);
  for (; TREE_CODE (elem) == ARRAY_TYPE; elem = TREE_TYPE (elem))
    levels[n++] = elem;
  tree type = build_array_type (elem, TYPE_DOMAIN (levels[a->inner]));
  for (int d = a->rank - 1; d >= 0; d--)
    if (d != a->inner)
      type = build_array_type (type, TYPE_DOMAIN (levels[d]));
  return type;
}

/* 3.  Permute the full subscripts of the arrays chosen, in place: the
   C front end shares nodes (the lvalue of a += b, SAVE_EXPRs), so each
   chain is changed once, where it is, and walked once (PSET).  */
struct permute_ctx
{
  layout_ctx *c;
  hash_set<tree> pset;
};

tree
permute_r (tree *tp, int *walk_subtrees, void *data)
{
  permute_ctx *p = (permute_ctx *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  if (TREE_CODE (t) != ARRAY_REF)
    return NULL_TREE;
  int depth;
  tree index[HPC_MAX_RANK];
  candidate *a = find_candidate (p->c, ref_base (t, &depth, index));
  if (!a || a->inner < 0 || depth != a->rank)
    return NULL_TREE;
  /* a[e0]..[e(r-1)] -> a[e0]..(e_inner skipped)..[e(r-1)][e_inner]: level
     k (outermost level first) gets dimension D's subscript.  */
  tree level[HPC_MAX_RANK];
  int k = depth;
  for (tree r = t; TREE_CODE (r) == ARRAY_REF; r = TREE_OPERAND (r, 0))
    level[--k] = r;
  tree type = TREE_TYPE (a->var);
  for (k = 0; k < depth; k++)
    {
      int d = k < depth - 1 ? (k < a->inner ? k : k + 1) : a->inner;
      type = TREE_TYPE (type);
      TREE_OPERAND (level[k], 1) = index[d];
      TREE_TYPE (level[k]) = type;
      p->pset.add (level[k]);
    }
  for (k = 0; k < depth; k++)
    walk_tree (&TREE_OPERAND (level[k], 1), permute_r, p, &p->pset);
  *walk_subtrees = 0;
  return NULL_TREE;
}

void
give_storage_order (candidate *a)
{
  tree levels[HPC_MAX_RANK];
  TREE_TYPE (a->var) = permuted_type (a, levels);
  tree inner = build_int_cst (integer_type_node, a->inner);
  DECL_ATTRIBUTES (a->var)
    = tree_cons (get_identifier ("hpc_inner"), build_tree_list (NULL_TREE,
								 inner),
		 DECL_ATTRIBUTES (a->var));
}

} // anon namespace

void
hpc_choose_layouts (tree fndecl)
{
  if (!hpc_opts.layout)
    return;
  layout_ctx c;
  tree *body = &DECL_SAVED_TREE (fndecl);
  hpc_each_block_var (body, [&c] (tree, tree v) { collect_array (&c, v); });
  if (c.arrays.is_empty ())
    return;
  walk_votes (body, &c);
  bool any = false;
  for (candidate &a : c.arrays)
    {
      decide (&a);
      any |= a.inner >= 0;
    }
  if (!any)
    return;
  for (candidate &a : c.arrays)
    if (a.inner >= 0)
      give_storage_order (&a);
  permute_ctx p;
  p.c = &c;
  walk_tree (body, permute_r, &p, &p.pset);
}

/* The dimension hpc_choose_layouts stores innermost in VAR, or -1.  */
int
hpc_inner_dimension (tree var)
{
  tree attr = lookup_attribute ("hpc_inner", DECL_ATTRIBUTES (var));
  return attr ? (int) tree_to_shwi (TREE_VALUE (TREE_VALUE (attr))) : -1;
}
