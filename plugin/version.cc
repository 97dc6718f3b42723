/* version.cc - a second copy of a lowered loop, specialised on a flag.

   The rows of a nest whose inner over is hoisted (hoist.cc, lower.cc 3')
   each run the inner over's runs loop: a test of whether the local
   elements are one run, a loop over the runs around the row's vector
   loop, and the run's bounds worked out again.  GCC unswitches only
   innermost loops, so these stay in every row even though the answer is
   the same for all of them, and for block and block-with-ghost ranges
   (the usual case) it is always "one run".  A short row then costs
   nearly twice the hand-written loop's instructions outside its vector
   loop.

   lower.cc therefore emits the row loop twice:
     if (ONE) ROWS[ONE := 1] else ROWS
   where the copy, with the thread's one-run flag replaced by the
   constant, lets the optimisers fold the runs loop into one run with
   bounds that do not change from row to row.  A stencil nest's one-run
   copy is copied again with the thread's touch flag (touch.cc) replaced
   by 0, which removes the touch test and call from rows of arrays that
   stay in cache, leaving them the hand-written loop's instructions.

   The copy renames what the row loop declares (its variables, labels and
   lexical blocks), so that the two copies do not share declarations, and
   refers to everything else as the original does.  A region it cannot
   copy that way is left alone (one copy, as before): one declaring
   static, external or variably modified variables, types, nested
   functions or local labels; one taking a label's address or holding
   compound literals, TARGET_EXPRs, asm statements or OpenMP constructs;
   and one of more than MAX_COPY_NODES trees, where doubling the code
   costs more than the rows save.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "langhooks.h"
#include "tree-inline.h"
#include "gimplify.h"

namespace {

/* The largest region copied, in trees: a row body of a few hundred
   statements.  */
const int MAX_COPY_NODES = 4000;

/* What a region declares and what it shares with the code around it,
   found by declared_r and outside_r.  */
struct region_survey
{
  /* The variables and labels it declares, in the order met (their
     copies are numbered in that order, so that a build is the same
     every time: a hash_set's order is its pointers'), and as a set.  */
  auto_vec<tree> locals;
  hash_set<tree> local_set;
  hash_set<tree> outside_saves;	/* SAVE_EXPRs of the types of the others */
  hash_set<tree> typed_saves;	/* SAVE_EXPRs of its expressions' types */
  int nodes;
};

/* A variable the copy may declare afresh: automatic, of a fixed-size
   type, reached by no nested function.  */
bool
copyable_var_p (tree d)
{
  return VAR_P (d) && !TREE_STATIC (d) && !DECL_EXTERNAL (d)
	 && !DECL_NONLOCAL (d) && !DECL_HAS_VALUE_EXPR_P (d)
	 && !variably_modified_type_p (TREE_TYPE (d), NULL_TREE);
}

/* An OpenMP or OpenACC construct or clause.  */
bool
omp_code_p (enum tree_code code)
{
  const char *name = get_tree_code_name (code);
  return !strncmp (name, "omp_", 4) || !strncmp (name, "oacc_", 5);
}

void
note_local (region_survey *s, tree d)
{
  if (!s->local_set.add (d))
    s->locals.safe_push (d);
}

/* walk_tree callback: note what *TP declares; stop (return it) at what
   the copy cannot handle.  */
tree
declared_r (tree *tp, int *walk_subtrees, void *data)
{
  region_survey *s = (region_survey *) data;
  tree t = *tp;
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (++s->nodes > MAX_COPY_NODES || omp_code_p (TREE_CODE (t)))
    return t;
  switch (TREE_CODE (t))
    {
    case BIND_EXPR:
      for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
	{
	  if (!copyable_var_p (d))
	    return t;
	  note_local (s, d);
	}
      return NULL_TREE;
    case LABEL_EXPR:
      note_local (s, LABEL_EXPR_LABEL (t));
      return NULL_TREE;
    case CASE_LABEL_EXPR:
      note_local (s, CASE_LABEL (t));
      return NULL_TREE;
    case ADDR_EXPR:
      return TREE_CODE (TREE_OPERAND (t, 0)) == LABEL_DECL ? t : NULL_TREE;
    case TARGET_EXPR: case COMPOUND_LITERAL_EXPR: case ASM_EXPR:
      return t;
    default:
      return NULL_TREE;
    }
}

tree
add_save_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == SAVE_EXPR)
    ((hash_set<tree> *) data)->add (*tp);
  return NULL_TREE;
}

void
add_saves (tree e, hash_set<tree> *saves)
{
  if (e)
    walk_tree (&e, add_save_r, saves, NULL);
}

/* Add to SAVES the SAVE_EXPRs in the sizes and bounds of TYPE, a
   variable-length array or a pointer to one (distributed arrays'
   storage, which arrays.cc types by their extents).  */
void
type_saves (tree type, hash_set<tree> *saves)
{
  for (; type && (POINTER_TYPE_P (type) || TREE_CODE (type) == ARRAY_TYPE)
	 && variably_modified_type_p (type, NULL_TREE);
       type = TREE_TYPE (type))
    if (TREE_CODE (type) == ARRAY_TYPE)
      {
	add_saves (TYPE_SIZE (type), saves);
	add_saves (TYPE_SIZE_UNIT (type), saves);
	if (tree domain = TYPE_DOMAIN (type))
	  {
	    add_saves (TYPE_MIN_VALUE (domain), saves);
	    add_saves (TYPE_MAX_VALUE (domain), saves);
	  }
      }
}

/* walk_tree callback: note the SAVE_EXPRs in the types of what the
   region refers to, its own declarations apart; stop at a declaration
   of something the region does not declare in a block of its own.  */
tree
outside_r (tree *tp, int *walk_subtrees, void *data)
{
  region_survey *s = (region_survey *) data;
  tree t = *tp;
  if (TYPE_P (t) || CONSTANT_CLASS_P (t))
    *walk_subtrees = 0;
  else if (DECL_P (t))
    {
      *walk_subtrees = 0;
      if (!s->local_set.contains (t))
	type_saves (TREE_TYPE (t), &s->outside_saves);
    }
  else if (TREE_CODE (t) == DECL_EXPR
	   && !s->local_set.contains (DECL_EXPR_DECL (t)))
    return t;
  else
    type_saves (TREE_TYPE (t), &s->typed_saves);
  return NULL_TREE;
}

/* Why the survey S refuses a copy of REGION (NULL when it allows one):
   besides what declared_r refuses, every SAVE_EXPR the types of the
   region's expressions hold must be one of those the types of variables
   declared outside it hold, evaluated where those variables are
   declared, before the region runs.  Those the copy shares with the
   original; any other (a cast to a variable-length type in the body)
   would be evaluated by whichever copy ran first and read uninitialised
   by the other.  */
const char *
uncopyable (tree region, region_survey *s)
{
  if (tree t = walk_tree (&region, declared_r, s, NULL))
    {
      if (s->nodes > MAX_COPY_NODES)
	return "they are too large to copy";
      if (omp_code_p (TREE_CODE (t)))
	return "they hold an OpenMP construct";
      switch (TREE_CODE (t))
	{
	case BIND_EXPR:
	  return "they declare a static, external or variable-length variable";
	case ADDR_EXPR:
	  return "they take a label's address";
	case ASM_EXPR:
	  return "they hold an asm statement";
	default:
	  return "they hold a compound literal or a temporary object";
	}
    }
  if (tree t = walk_tree (&region, outside_r, s, NULL))
    return TREE_CODE (DECL_EXPR_DECL (t)) == TYPE_DECL
	   ? "they cast to a variable-length type"
	   : "they declare something outside a block of their own";
  for (hash_set<tree>::iterator it = s->typed_saves.begin ();
       it != s->typed_saves.end (); ++it)
    if (!s->outside_saves.contains (*it))
      return "they cast to a variable-length type";
  return NULL;
}

/* The copy's state: what it renames, and the flag it replaces.  */
struct region_copy
{
  hash_map<tree, tree> map;	/* declarations, blocks, SAVE_EXPRs */
  hash_set<tree> *shared;		/* SAVE_EXPRs evaluated before it */
  hash_map<tree, tree> *values;	/* variables read as values */
  tree block;			/* parent of its outermost blocks, or NULL */
};

/* A fresh declaration standing for D in the copy.  */
tree
fresh_decl (tree d)
{
  tree n = copy_node (d);
  lang_hooks.dup_lang_specific_decl (n);
  DECL_CHAIN (n) = NULL_TREE;
  if (TREE_CODE (n) == LABEL_DECL)
    {
      TREE_ADDRESSABLE (n) = 0;
      LABEL_DECL_UID (n) = -1;	/* numbered afresh when lowered */
    }
  return n;
}

/* The copy of lexical block B, declaring VARS: a child of the copy of
   B's parent when the region holds that parent, else of B's parent.  */
tree
copy_block (tree b, tree vars, region_copy *c)
{
  tree parent = BLOCK_SUPERCONTEXT (b);
  if (tree *p = parent ? c->map.get (parent) : NULL)
    parent = *p;
  else if (c->block)
    parent = c->block;
  if (!parent || TREE_CODE (parent) != BLOCK)
    return NULL_TREE;
  tree n = make_node (BLOCK);
  TREE_USED (n) = TREE_USED (b);
  BLOCK_VARS (n) = vars;
  BLOCK_SUPERCONTEXT (n) = parent;
  BLOCK_CHAIN (n) = BLOCK_SUBBLOCKS (parent);
  BLOCK_SUBBLOCKS (parent) = n;
  c->map.put (b, n);
  return n;
}

/* A BIND_EXPR's copy: its variables renamed, its block copied.  */
tree
copy_bind (tree t, region_copy *c)
{
  tree n = copy_node (t);
  tree vars = NULL_TREE, *tail = &vars;
  for (tree d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d))
    {
      *tail = *c->map.get (d);
      tail = &DECL_CHAIN (*tail);
    }
  BIND_EXPR_VARS (n) = vars;
  if (BIND_EXPR_BLOCK (t))
    BIND_EXPR_BLOCK (n) = copy_block (BIND_EXPR_BLOCK (t), vars, c);
  return n;
}

/* walk_tree callback making the copy in place: walk_tree goes on into
   the operands of what this puts in *TP (for a BIND_EXPR, into its
   renamed variables' initialisers too).  */
tree
copy_r (tree *tp, int *walk_subtrees, void *data)
{
  region_copy *c = (region_copy *) data;
  tree t = *tp;
  if (tree *v = DECL_P (t) ? c->values->get (t) : NULL)
    {
      *tp = *v;
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    {
      if (tree *n = DECL_P (t) ? c->map.get (t) : NULL)
	*tp = *n;
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == SAVE_EXPR)
    {
      /* Evaluated once in each copy, unless evaluated before both.  */
      if (c->shared->contains (t))
	*walk_subtrees = 0;
      else if (tree *n = c->map.get (t))
	{
	  *tp = *n;
	  *walk_subtrees = 0;
	}
      else
	{
	  *tp = copy_node (t);
	  c->map.put (t, *tp);
	}
      return NULL_TREE;
    }
  if (TREE_CODE (t) == BIND_EXPR)
    *tp = copy_bind (t, c);
  else
    copy_tree_r (tp, walk_subtrees, NULL);
  return NULL_TREE;
}

} // anon namespace

/* A copy of REGION, a statement of the current function, with its own
   declarations and each variable of VALUES (variables REGION only reads)
   replaced by its value; NULL_TREE when REGION is not one this file
   copies.  OWN, when given, is a variable declared outside REGION that
   the copy declares afresh too, returned in *OWN_COPY (an over's index,
   declared around its loop).  The initialisers of the fresh variables
   are copied with them: before lowering, an over's index holds its
   header there.  BLOCK, when given, is the parent of the copies of the
   lexical blocks whose parents are outside REGION.  */
tree
hpc_copy_with_values (tree region, hash_map<tree, tree> *values, tree own,
		      tree *own_copy, tree block)
{
  region_survey s;
  s.nodes = 0;
  if (uncopyable (region, &s) || (own && !copyable_var_p (own)))
    return NULL_TREE;
  if (own)
    note_local (&s, own);
  region_copy c;
  c.shared = &s.outside_saves;
  c.values = values;
  c.block = block;
  for (tree d : s.locals)
    c.map.put (d, fresh_decl (d));
  for (tree d : s.locals)
    if (VAR_P (d) && DECL_INITIAL (d))
      walk_tree (&DECL_INITIAL (*c.map.get (d)), copy_r, &c, NULL);
  if (own)
    *own_copy = *c.map.get (own);
  tree copy = region;
  walk_tree (&copy, copy_r, &c, NULL);
  return copy;
}

/* A copy of REGION, a lowered statement of the current function, with
   its own declarations and VAR (a variable REGION only reads) replaced
   by VALUE; NULL_TREE when REGION is not one this file copies.  */
tree
hpc_copy_with_value (tree region, tree var, tree value)
{
  hash_map<tree, tree> values;
  values.put (var, value);
  return hpc_copy_with_values (region, &values);
}

const char *
hpc_copy_refusal (tree region)
{
  region_survey s;
  s.nodes = 0;
  return uncopyable (region, &s);
}

/* ------------------------------------------------------------ entry facts

   The rows of a nest often hold loops over a dimension held whole
   (NPB's `for (i1 = 1; i1 <= n; i1++)`), whose bounds are the same for
   every row.  A sequential nest whose rows are counted from those bounds
   (`for (i2 = 1; i2 <= n; i2++)`) tells GCC that each such loop runs;
   the bounds of an over come from its range at run time, so GCC tests
   in every row whether the loop runs at all and, as the vectoriser's
   epilogues need the trip count's range, keeps set-up values live across
   the row (NPB MG's psinv: 126 instructions a row against 108).  The
   one-run copy of the rows (above) is therefore also chosen only where
   each such loop's first test holds, and says so to the optimisers.  */

namespace {

struct entry_walk
{
  tree rows;			/* the row loop the facts hold for */
  tree assume;			/* what to assert before each loop */
  tree var, value;		/* replace_r: VAR read as VALUE */
  auto_vec<tree> facts;
};

/* walk_tree callback: the variable of an entry_walk read as its value.  */
tree
replace_r (tree *tp, int *walk_subtrees, void *data)
{
  entry_walk *w = (entry_walk *) data;
  if (*tp == w->var)
    *tp = w->value;
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* walk_tree callback: an operation whose evaluation may trap or call
   out where the loop it guards is never reached.  */
tree
unsafe_r (tree *tp, int *walk_subtrees, void *)
{
  switch (TREE_CODE (*tp))
    {
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case EXACT_DIV_EXPR:
    case CEIL_DIV_EXPR: case FLOOR_DIV_EXPR: case ROUND_DIV_EXPR:
    case CALL_EXPR: case INDIRECT_REF: case MEM_REF: case ARRAY_REF:
    case COMPONENT_REF:
      return *tp;
    default:
      if (TYPE_P (*tp))
	*walk_subtrees = 0;
      return NULL_TREE;
    }
}

/* The test a counted loop makes before its first iteration: COND, the
   loop's condition, with VAR, its variable, read as INIT, the value the
   statement before the loop gives it; NULL_TREE where that test may
   differ from one row of W->rows to another or is unsafe to evaluate
   before the rows.  */
tree
first_test (entry_walk *w, location_t loc, tree var, tree init, tree cond)
{
  if (!COMPARISON_CLASS_P (cond) || TREE_SIDE_EFFECTS (cond) || !VAR_P (var)
      || TREE_STATIC (var) || DECL_EXTERNAL (var) || !init
      || TREE_SIDE_EFFECTS (init) || !INTEGRAL_TYPE_P (TREE_TYPE (var)))
    return NULL_TREE;
  tree test = unshare_expr (cond);
  w->var = var;
  w->value = fold_convert (TREE_TYPE (var), unshare_expr (init));
  walk_tree (&test, replace_r, w, NULL);
  if (!hpc_invariant_p (TREE_OPERAND (test, 0), w->rows)
      || !hpc_invariant_p (TREE_OPERAND (test, 1), w->rows))
    return NULL_TREE;
  if (walk_tree (&test, unsafe_r, NULL, NULL))
    {
      hpc_missed (loc, "loop's entry tested in every row: its first test "
		  "divides or calls a function, which is not evaluated "
		  "before the rows");
      return NULL_TREE;
    }
  return test;
}

/* if (!FACT) __builtin_unreachable ();  */
tree
assumption (location_t loc, tree fact)
{
  tree never = build_call_expr_loc (loc,
				    builtin_decl_explicit (BUILT_IN_UNREACHABLE),
				    0);
  return build3 (COND_EXPR, void_type_node,
		 build1 (TRUTH_NOT_EXPR, boolean_type_node,
			 unshare_expr (fact)),
		 never, NULL_TREE);
}

/* walk_tree callback: a continue statement.  */
tree
continue_r (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == CONTINUE_STMT)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* The loop S, whose first test is known to hold, as
     do { BODY; INCR; } while (COND);
   which is what it then does: GCC's loop passes, which test a loop's
   entry again when they copy its header or vectorise it, otherwise
   test it in every row (the fact asserted before the loop is a range
   they no longer know by then).  S itself where its body continues
   (a continue would skip INCR).  */
tree
run_at_least_once (tree s)
{
  if (walk_tree_without_duplicates (&FOR_BODY (s), continue_r, NULL))
    return s;
  tree body = alloc_stmt_list ();
  append_to_statement_list_force (FOR_BODY (s), &body);
  if (FOR_EXPR (s))
    append_to_statement_list_force (
      build1 (CONVERT_EXPR, void_type_node, FOR_EXPR (s)), &body);
  return build_stmt (EXPR_LOCATION (s), DO_STMT, FOR_COND (s), body);
}

/* The variable and value of S, a statement before a loop: a declaration
   with an initialiser or an assignment.  */
bool
loop_start (tree s, tree *var, tree *init)
{
  s = hpc_strip_void (s);
  if (s && TREE_CODE (s) == DECL_EXPR && VAR_P (DECL_EXPR_DECL (s)))
    {
      *var = DECL_EXPR_DECL (s);
      *init = DECL_INITIAL (*var);
      return true;
    }
  if (s && TREE_CODE (s) == MODIFY_EXPR)
    {
      *var = TREE_OPERAND (s, 0);
      *init = TREE_OPERAND (s, 1);
      return true;
    }
  return false;
}

/* walk_tree callback: the first tests of the counted loops of a
   statement list (C puts a for's initialisation before it).  */
tree
entry_facts_r (tree *tp, int *walk_subtrees, void *data)
{
  entry_walk *w = (entry_walk *) data;
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) != STATEMENT_LIST)
    return NULL_TREE;
  tree prev = NULL_TREE, var, init;
  for (tree_stmt_iterator i = tsi_start (*tp); !tsi_end_p (i); tsi_next (&i))
    {
      tree s = tsi_stmt (i);
      if (TREE_CODE (s) == DEBUG_BEGIN_STMT)
	continue;
      if (TREE_CODE (s) == FOR_STMT && FOR_COND (s) && !FOR_INIT_STMT (s)
	  && !FOR_SCOPE (s) && prev && loop_start (prev, &var, &init)
	  && w->facts.length () < 8)
	if (tree test = first_test (w, EXPR_LOCATION (s), var, init,
				    FOR_COND (s)))
	  {
	    w->facts.safe_push (test);
	    if (walk_tree_without_duplicates (&FOR_BODY (s), continue_r, NULL))
	      hpc_missed (EXPR_LOCATION (s), "loop's entry tested in every "
			  "row: its body continues");
	    if (w->assume)
	      {
		tsi_link_before (&i, assumption (EXPR_LOCATION (s), w->assume),
				 TSI_SAME_STMT);
		s = run_at_least_once (s);
		tsi_stmt_ptr (i)[0] = s;
	      }
	  }
      prev = s;
    }
  return NULL_TREE;
}

} // anon namespace

/* The conjunction of the first tests of the counted loops in ROWS whose
   bounds ROWS never changes (each loop then runs in every row where it
   is reached), or NULL_TREE where there are none.  Where ASSUME (ROWS
   runs only where the conjunction holds), each such loop is preceded by
   if (!FACTS) __builtin_unreachable (); and made a do-while loop, so
   that GCC knows it runs.  */
tree
hpc_row_entry_facts (tree rows, bool assume)
{
  entry_walk w;
  w.rows = rows;
  w.assume = NULL_TREE;
  walk_tree_without_duplicates (&rows, entry_facts_r, &w);
  tree all = NULL_TREE;
  for (tree t : w.facts)
    all = all ? build2 (TRUTH_ANDIF_EXPR, boolean_type_node, all, t)
	      : fold_convert (boolean_type_node, t);
  if (all && assume)
    {
      entry_walk a;
      a.rows = rows;
      a.assume = all;
      walk_tree_without_duplicates (&rows, entry_facts_r, &a);
    }
  return all;
}
