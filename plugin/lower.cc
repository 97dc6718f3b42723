/* lower.cc - lowering of the on / at / over marker loops (keywords.cc) to
   libhpc calls and, for the outermost over of a nest compiled with
   -fopenmp, an OpenMP parallel region.  Runs at PLUGIN_PRE_GENERICIZE,
   after checks.cc has diagnosed the function, on C GENERIC (FOR_STMT,
   BREAK_STMT, ... still unlowered, so a jump out of an on / at body binds
   to the enclosing loop, as it would out of an if).

   on (p) S
     1. if (__hpc_on_enter (p)) try { S } finally { __hpc_on_leave (); }
   at (l = x[k]) S
     2. if (__hpc_at_enter (x, k, &l, "file:line"))
	  try { S } finally { __hpc_at_leave (); }
   over (i = x | lo : hi : st) S
     3. { struct hpc_loop L; Group g;
	  g = __hpc_over_setup (&L, x, mask, lo, hi, st, "file:line");
	    (__hpc_over_setup_expand with the widths for hpc_expand (x, ...))
     4.   [#pragma omp parallel, outermost over only]
	  { long k0, k1, r0, r1, r;
	    __hpc_thread_chunk (L.count, &k0, &k1);   (or k0 = 0, k1 = count;
				  or stripes, last first every other run:
				  striped_share)
	    __hpc_over_enter (g);
	    try {
     5.       one = __hpc_over_one_run (&L, LIT);
	      __hpc_over_runs (one, k0, k1, &r0, &r1);
	      for (r = r0; r < r1; r++)
		{ ptrdiff_t f, n, e;
		  n = __hpc_over_run (&L, one, L.first, LIT, r, k0, k1, &f);
		  e = f + n * STEP;
		  [__hpc_touch_row (&ROW[f], n, ...), innermost over of a
		   stencil nest: the rows touch.cc picks]
     6.		  for (i = f; i < e; i += STEP) S }
	    } finally { __hpc_over_leave (); } }
	  __hpc_over_done (&L); }
   STEP is the stride when it is an integer literal LIT, so the innermost
   loop is the one a programmer would write and vectorizes the same way;
   a stride of 2 is computed on vectors blended into the row where
   blend.cc can.

   The inner over of a perfect nest whose set-up is the same every row
   (hoist.cc; not at -O0) is set up once a thread, before the first row of
   the outer over's first run, which runs
     3'.  if (!READY) { G = __hpc_over_setup (&L, ...); __hpc_over_enter (G);
			READY = 1; ONE = __hpc_over_one_run (&L, LIT);
			FIRST = L.first; COUNT = L.count; STEP = L.step;
			[TOUCH = the touches pay, where there are any] }
   before its row loop; each row of which is then  k0 = 0, k1 = COUNT; 5.
   with ONE, FIRST (and STEP for a stride that is not a literal) in place
   of L's: variables the loop optimisers see are the same every row, so
   the row's run costs what a hand-written row loop's set-up does.  L, G,
   READY (cleared first) and the copies are the outer over's thread's,
   which after its runs does  if (READY) { __hpc_over_leave ();
   __hpc_over_done (&L); }  inside its try.  Its row loop 6. is emitted
   twice, as  if (ONE) ROWS[ONE := 1] else ROWS  (version.cc), so that the
   rows of the usual one-run inner loop carry no runs loop of their own,
   and the one-run copy again for TOUCH = 0 where it touches rows, so
   that rows of arrays that stay in cache carry no touch test or call.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "options.h"
#include "cgraph.h"

/* ------------------------------------------------------------ helpers */

tree
hpc_runtime_decl (const char *name)
{
  tree d = lookup_name (get_identifier (name));
  if (!d)
    fatal_error (input_location, "%qs is not declared: the HPC plugin needs "
		 "%<hpc.h%> (do not use %<-fplugin-arg-hpc-no-include%> "
		 "without including it)", name);
  return d;
}

/* NAME (ARGS...) with each argument converted to the parameter's type.  */
tree
hpc_call (location_t loc, const char *name, int n, tree *args)
{
  tree fn = hpc_runtime_decl (name);
  tree parm = TYPE_ARG_TYPES (TREE_TYPE (fn));
  for (int k = 0; k < n && parm && parm != void_list_node;
       k++, parm = TREE_CHAIN (parm))
    args[k] = fold_convert_loc (loc, TREE_VALUE (parm), args[k]);
  return build_call_expr_loc_array (loc, fn, n, args);
}

/* "file:line" of LOC, as a string constant for messages.  */
tree
hpc_where (location_t loc)
{
  expanded_location xl = expand_location (loc);
  char buf[512];
  snprintf (buf, sizeof buf, "%s:%d", xl.file ? xl.file : "?", xl.line);
  tree s = build_string_literal (strlen (buf) + 1, buf);
  return s;
}

/* The member NAME of struct type RECORD.  */
static tree
record_field (tree record, const char *name)
{
  for (tree f = TYPE_FIELDS (record); f; f = DECL_CHAIN (f))
    if (DECL_NAME (f) && !strcmp (IDENTIFIER_POINTER (DECL_NAME (f)), name))
      return f;
  gcc_unreachable ();
}

static tree
chain_vars (std::initializer_list<tree> vars)
{
  tree head = NULL_TREE, *tail = &head;
  for (tree v : vars)
    {
      *tail = v;
      tail = &DECL_CHAIN (v);
    }
  *tail = NULL_TREE;
  return head;
}

static void
append (tree s, tree *list)
{
  append_to_statement_list_force (s, list);
}

static tree
try_finally (tree body, tree cleanup)
{
  return build2 (TRY_FINALLY_EXPR, void_type_node, body, cleanup);
}

static tree
addr (tree v)
{
  TREE_ADDRESSABLE (v) = 1;
  return build_fold_addr_expr (v);
}

/* Replace every use of FROM by TO in *TP (not inside types).  */
static tree
replace_var_r (tree *tp, int *walk_subtrees, void *data)
{
  tree *map = (tree *) data;
  if (*tp == map[0])
    *tp = map[1];
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static void
replace_var (tree *body, tree from, tree to)
{
  tree map[2] = { from, to };
  walk_tree (body, replace_var_r, map, NULL);
}

/* ------------------------------------------------------------ markers */

/* If T is a marker loop, its marker condition call (cond may be wrapped in
   the C truth-value conversion "!= 0"), else NULL.  */
tree
hpc_marker_cond (tree t)
{
  if (TREE_CODE (t) != FOR_STMT || !FOR_COND (t))
    return NULL_TREE;
  tree c = FOR_COND (t);
  if (TREE_CODE (c) == NE_EXPR && integer_zerop (TREE_OPERAND (c, 1)))
    c = TREE_OPERAND (c, 0);
  return c;
}

bool
hpc_over_expansion (tree begin, HOST_WIDE_INT *below, HOST_WIDE_INT *above)
{
  *below = *above = 0;
  if (!hpc_call_to_p (begin, "__hpc_over_begin")
      || call_expr_nargs (begin) != 7)
    return false;
  *below = tree_to_shwi (CALL_EXPR_ARG (begin, 5));
  *above = tree_to_shwi (CALL_EXPR_ARG (begin, 6));
  return *below || *above;
}

hpc_construct
hpc_classify (tree t, tree *var)
{
  tree c = hpc_marker_cond (t);
  if (!c)
    return HPC_NOT_CONSTRUCT;
  if (hpc_call_to_p (c, "__hpc_over_cond")
      && TREE_CODE (CALL_EXPR_ARG (c, 0)) == VAR_DECL)
    {
      *var = CALL_EXPR_ARG (c, 0);
      return hpc_call_to_p (DECL_INITIAL (*var), "__hpc_over_begin")
	     ? HPC_OVER : HPC_NOT_CONSTRUCT;
    }
  if (hpc_call_to_p (c, "__hpc_at_cond")
      && TREE_CODE (CALL_EXPR_ARG (c, 0)) == VAR_DECL)
    {
      *var = CALL_EXPR_ARG (c, 0);
      return hpc_call_to_p (DECL_INITIAL (*var), "__hpc_at_begin")
	     ? HPC_AT : HPC_NOT_CONSTRUCT;
    }
  if (TREE_CODE (c) == VAR_DECL
      && hpc_call_to_p (DECL_INITIAL (c), "__hpc_on_begin"))
    {
      *var = c;
      return HPC_ON;
    }
  return HPC_NOT_CONSTRUCT;
}

/* Whether EXPR has type Range (const struct hpc_range *).  */
bool
hpc_range_type_p (tree expr)
{
  tree range = TREE_TYPE (hpc_runtime_decl ("__hpc_idx"));
  range = TREE_VALUE (TYPE_ARG_TYPES (range));	/* its parameter x */
  tree t = TREE_TYPE (expr);
  return POINTER_TYPE_P (t)
	 && TYPE_MAIN_VARIANT (TREE_TYPE (t))
	    == TYPE_MAIN_VARIANT (TREE_TYPE (range));
}

/* ------------------------------------------------------------ on / at */

/* 1. on (p) S  */
static tree
lower_on (tree t, tree flag)
{
  location_t loc = EXPR_LOCATION (t);
  tree args[1] = { CALL_EXPR_ARG (DECL_INITIAL (flag), 0) };
  DECL_INITIAL (flag) = NULL_TREE;
  tree enter = hpc_call (loc, "__hpc_on_enter", 1, args);
  tree leave = hpc_call (loc, "__hpc_on_leave", 0, NULL);
  return build3_loc (loc, COND_EXPR, void_type_node, enter,
		     try_finally (FOR_BODY (t), leave), NULL_TREE);
}

/* 2. at (l = x[k]) S  */
static tree
lower_at (tree t, tree l)
{
  location_t loc = EXPR_LOCATION (t);
  tree init = DECL_INITIAL (l);
  DECL_INITIAL (l) = NULL_TREE;
  tree args[4] = { CALL_EXPR_ARG (init, 0), CALL_EXPR_ARG (init, 1),
		   addr (l), hpc_where (loc) };
  tree enter = hpc_call (loc, "__hpc_at_enter", 4, args);
  tree leave = hpc_call (loc, "__hpc_at_leave", 0, NULL);
  return build3_loc (loc, COND_EXPR, void_type_node, enter,
		     try_finally (FOR_BODY (t), leave), NULL_TREE);
}

/* ------------------------------------------------------------ over */

/* The set-up of an inner over hoisted out of the rows of the over
   around it: per-thread variables of the outer over.  */
struct hoist_vars
{
  tree loop;			/* the inner over's struct hpc_loop */
  tree group;			/* its group */
  tree ready;			/* set up yet on this thread */
  tree one_run;			/* what __hpc_over_one_run said of LOOP */
  tree first;			/* LOOP.first */
  tree count;			/* LOOP.count */
  tree step;			/* LOOP.step */
  tree touch;			/* whether its rows are touched (touch.cc),
				   or NULL_TREE: it has none to touch */
  tree start;			/* if (!READY) set up, enter, READY = 1 */
};

struct over_parts
{
  location_t loc;
  tree loop;			/* struct hpc_loop variable */
  tree lit;			/* the stride literal, or 0 */
  tree step;			/* LIT, or L.step */
  tree index;			/* the body's index variable */
  bool own_index;		/* INDEX made here (else the user's own) */
  bool striped;			/* threads take stripes, not one chunk */
  tree back;			/* striped: the stripes last first this time */
  tree touch_rows;		/* rows touched before each run (touch.cc) */
  tree touch;			/* in a run: whether touching them pays */
  const vec<tree> *around;	/* the indices of the overs around */
  hoist_vars *self_hoisted;	/* this over's set-up, done by the outer */
  const hoist_vars *inner_hoisted;	/* the inner over's, done here */
  bool original;		/* in the original of a nest apart.cc
				   copied (hpc_apart_original_p) */
  tree body;
};

static tree
loop_record_type (void)
{
  tree setup_type = TREE_TYPE (hpc_runtime_decl ("__hpc_over_setup"));
  return TREE_TYPE (TREE_VALUE (TYPE_ARG_TYPES (setup_type)));
}

static tree
group_type (void)
{
  return TREE_TYPE (TREE_TYPE (hpc_runtime_decl ("hpc_apg")));
}

static hoist_vars
make_hoist_vars (location_t loc)
{
  hoist_vars h;
  h.loop = hpc_new_var (loc, "__hpc_hoist_loop", loop_record_type ());
  TREE_ADDRESSABLE (h.loop) = 1;
  h.group = hpc_new_var (loc, "__hpc_hoist_group", group_type ());
  h.ready = hpc_new_var (loc, "__hpc_hoist_ready", integer_type_node);
  h.one_run = hpc_new_var (loc, "__hpc_hoist_one_run", integer_type_node);
  h.first = hpc_new_var (loc, "__hpc_hoist_first", ptrdiff_type_node);
  h.count = hpc_new_var (loc, "__hpc_hoist_count", long_integer_type_node);
  h.step = hpc_new_var (loc, "__hpc_hoist_step", ptrdiff_type_node);
  h.touch = NULL_TREE;		/* made by lower_hoisted_over */
  h.start = NULL_TREE;
  return h;
}

/* 3. __hpc_over_setup (&LOOP, x, mask, lo, hi, ST, where) of the over
   marker INIT, or __hpc_over_setup_expand with hpc_expand's widths.  */
static tree
setup_call (location_t loc, tree loop, tree init, tree st)
{
  HOST_WIDE_INT below, above;
  bool expanded = hpc_over_expansion (init, &below, &above);
  tree sa[9] = { build_fold_addr_expr (loop), CALL_EXPR_ARG (init, 0),
		 CALL_EXPR_ARG (init, 1), CALL_EXPR_ARG (init, 2),
		 CALL_EXPR_ARG (init, 3), st, hpc_where (loc) };
  if (!expanded)
    return hpc_call (loc, "__hpc_over_setup", 7, sa);
  sa[6] = build_int_cst (long_integer_type_node, below);
  sa[7] = build_int_cst (long_integer_type_node, above);
  sa[8] = hpc_where (loc);
  return hpc_call (loc, "__hpc_over_setup_expand", 9, sa);
}

/* 6. for (i = f; i < e; i += STEP) BODY  (blended for a stride of 2
   where blend.cc can)  */
static tree
innermost_loop (const over_parts &o, tree f, tree e)
{
  tree i = o.index;
  tree blended = tree_to_shwi (o.lit) == 2
		 ? hpc_blend_prefix (o.loc, o.body, i, f, e, *o.around,
				     o.original, &f)
		 : NULL_TREE;
  tree incr = build2 (MODIFY_EXPR, TREE_TYPE (i), i,
		      build2 (PLUS_EXPR, TREE_TYPE (i), i,
			      fold_convert (TREE_TYPE (i), o.step)));
  tree cond = build2 (LT_EXPR, boolean_type_node, i, e);
  hpc_mark_over_index (i);	/* vectorise.cc */
  tree body = o.body;
  if (o.touch_rows && TREE_PURPOSE (o.touch_rows))
    body = hpc_prefetch_ahead (o.loc, o.touch_rows, o.touch, o.step, body);
  tree loop = build_stmt (o.loc, FOR_STMT, hpc_assign (i, f), cond, incr,
			  body, NULL_TREE);
  if (!blended)
    return loop;
  append (loop, &BIND_EXPR_BODY (blended));
  return blended;
}

/* 6., for the rows of an over whose inner over is hoisted (3'), twice:
     if (ONE) ROWS[ONE := 1] else ROWS
   or, where the inner over touches rows (TOUCH), three times:
     if (ONE) { if (TOUCH) ROWS[ONE := 1] else ROWS[ONE := 1, TOUCH := 0] }
     else ROWS
   The copy for one run (version.cc) lets the optimisers see each row's
   inner runs loop is the one run FIRST, FIRST + COUNT * STEP, the same
   every row, and the copy without touches has no call in its rows: what
   the rows of a hand-written nest cost.  ONE is ONE && FACTS where the
   rows hold counted loops whose first tests are the same every row
   (hpc_row_entry_facts): the copy's loops are then compiled as running.  */
static tree
rows_loop (const over_parts &o, tree f, tree e)
{
  tree rows = innermost_loop (o, f, e);
  const hoist_vars *h = o.inner_hoisted;
  if (!h || optimize_size)
    return rows;
  tree one = hpc_copy_with_value (rows, h->one_run, integer_one_node);
  if (!one)
    {
      hpc_missed (o.loc, "rows not compiled apart for an inner over of one "
		  "run: %s", hpc_copy_refusal (rows));
      return rows;
    }
  tree facts = hpc_row_entry_facts (one, true);
  tree untouched = h->touch
		   ? hpc_copy_with_value (one, h->touch, integer_zero_node)
		   : NULL_TREE;
  if (untouched)
    one = build3 (COND_EXPR, void_type_node, h->touch, one, untouched);
  tree which = h->one_run;
  if (facts)
    which = build2 (TRUTH_ANDIF_EXPR, boolean_type_node,
		    fold_convert (boolean_type_node, h->one_run), facts);
  return build3 (COND_EXPR, void_type_node, which, one, rows);
}

/* A field of O's struct hpc_loop.  */
static tree
loop_field (const over_parts &o, const char *name)
{
  tree field = record_field (TREE_TYPE (o.loop), name);
  return build3 (COMPONENT_REF, TREE_TYPE (field), o.loop, field, NULL_TREE);
}

/* 5. The runs of the chunk K0..K1.  A hoisted over (3') reads whether
   they are one run, and the first offset, from the thread's variables.  */
static tree
runs_loop (const over_parts &o, tree k0, tree k1)
{
  location_t loc = o.loc;
  tree r0 = hpc_new_var (loc, "__hpc_r0", long_integer_type_node);
  tree r1 = hpc_new_var (loc, "__hpc_r1", long_integer_type_node);
  tree r = hpc_new_var (loc, "__hpc_r", long_integer_type_node);
  tree f = hpc_new_var (loc, "__hpc_f", ptrdiff_type_node);
  tree e = hpc_new_var (loc, "__hpc_e", ptrdiff_type_node);
  tree lp = build_fold_addr_expr (o.loop);
  tree one_run, first, vars, list = alloc_stmt_list ();
  tree touch = NULL_TREE;	/* whether to touch o.touch_rows */
  if (const hoist_vars *h = o.self_hoisted)
    {
      one_run = h->one_run;
      first = h->first;
      vars = chain_vars ({ r0, r1, r });
      touch = h->touch;
    }
  else
    {
      one_run = hpc_new_var (loc, "__hpc_one_run", integer_type_node);
      vars = chain_vars ({ r0, r1, r, one_run });
      tree oa[2] = { lp, o.lit };
      append (hpc_assign (one_run,
			  hpc_call (loc, "__hpc_over_one_run", 2, oa)),
	      &list);
      first = loop_field (o, "first");
    }
  tree ra[5] = { one_run, k0, k1, addr (r0), addr (r1) };
  tree runs = hpc_call (loc, "__hpc_over_runs", 5, ra);
  tree a[8] = { lp, one_run, first, o.lit, r, k0, k1, addr (f) };
  tree len = hpc_new_var (loc, "__hpc_n", ptrdiff_type_node);
  tree set_len = hpc_assign (len, hpc_call (loc, "__hpc_over_run", 8, a));
  tree span = build2 (MULT_EXPR, ptrdiff_type_node, len,
		      fold_convert (ptrdiff_type_node, o.step));
  tree set_e = hpc_assign (e, build2 (PLUS_EXPR, ptrdiff_type_node, f, span));
  tree run_body = alloc_stmt_list ();
  append (set_len, &run_body);
  append (set_e, &run_body);
  if (o.touch_rows && !touch)
    touch = hpc_touch_wanted (o.touch_rows);
  hpc_append_touches (loc, o.touch_rows, touch, f, len, o.step, &run_body);
  over_parts in_run = o;
  in_run.touch = touch;
  if (o.inner_hoisted)
    {
      gcc_assert (o.inner_hoisted->start);
      append (o.inner_hoisted->start, &run_body);
    }
  append (rows_loop (in_run, f, e), &run_body);
  tree incr = build2 (MODIFY_EXPR, long_integer_type_node, r,
		      build2 (PLUS_EXPR, long_integer_type_node, r,
			      build_int_cst (long_integer_type_node, 1)));
  tree run = hpc_bind (o.own_index ? chain_vars ({ o.index, f, len, e })
		      : chain_vars ({ f, len, e }), run_body);
  tree loop = build_stmt (loc, FOR_STMT, hpc_assign (r, r0),
			  build2 (LT_EXPR, boolean_type_node, r, r1), incr,
			  run, NULL_TREE);
  append (runs, &list);
  append (loop, &list);
  return hpc_bind (vars, list);
}

/* Append to LIST: enter the over body (GROUP pushed as the APG,
   collectives refused), WORK, and leave it on every exit.  An over whose
   set-up was hoisted was entered by its first row (3'); the inner over
   hoisted out of this one's rows is left after WORK.  */
static void
append_inside_over (const over_parts &o, tree group, tree work, tree *list)
{
  location_t loc = o.loc;
  if (const hoist_vars *h = o.inner_hoisted)
    {
      tree da[1] = { build_fold_addr_expr (h->loop) };
      tree undo = alloc_stmt_list ();
      append (hpc_call (loc, "__hpc_over_leave", 0, NULL), &undo);
      append (hpc_call (loc, "__hpc_over_done", 1, da), &undo);
      tree all = alloc_stmt_list ();
      append (work, &all);
      append (
	build3 (COND_EXPR, void_type_node, h->ready, undo, NULL_TREE), &all);
      work = all;
    }
  if (o.self_hoisted)
    {
      append (work, list);
      return;
    }
  tree ga[1] = { group };
  append (hpc_call (loc, "__hpc_over_enter", 1, ga), list);
  append (
    try_finally (work, hpc_call (loc, "__hpc_over_leave", 0, NULL)), list);
}

/* 4. What a thread runs: its share [*LO, *HI) of COUNT (all of it when
   not THREADED), then WORK between entering and leaving the over body
   (the APG pushed, collectives refused).  */
static tree
thread_share (const over_parts &o, bool threaded, tree count, tree lo,
	      tree hi, tree group, tree work)
{
  location_t loc = o.loc;
  tree list = alloc_stmt_list ();
  if (threaded)
    {
      tree a[3] = { count, addr (lo), addr (hi) };
      append (hpc_call (loc, "__hpc_thread_chunk", 3, a), &list);
    }
  else
    {
      append (hpc_assign (lo, integer_zero_node), &list);
      append (hpc_assign (hi, count), &list);
    }
  append_inside_over (o, group, work, &list);
  return list;
}

/* 4, striped: the thread's NQ chunks of *SIZE elements at *FIRST,
   *FIRST + *STRIDE, ... of COUNT (__hpc_thread_stripe_walk; last first
   when O.back), each [K0, K1) run by runs_loop, between entering and leaving
   the over body.  VARS: the variables made here.  */
static tree
striped_share (const over_parts &o, tree count, tree k0, tree k1,
	       tree group, tree *vars)
{
  location_t loc = o.loc;
  tree s = hpc_new_var (loc, "__hpc_s", long_integer_type_node);
  tree stride = hpc_new_var (loc, "__hpc_sstride", long_integer_type_node);
  tree size = hpc_new_var (loc, "__hpc_ssize", long_integer_type_node);
  tree nq = hpc_new_var (loc, "__hpc_nstripes", long_integer_type_node);
  *vars = chain_vars ({ s, stride, size, nq });
  tree list = alloc_stmt_list ();
  tree a[5] = { count, o.back, addr (s), addr (stride), addr (size) };
  append (
    hpc_assign (nq, hpc_call (loc, "__hpc_thread_stripe_walk", 5, a)), &list);
  tree chunk = alloc_stmt_list ();
  append (hpc_assign (k0, s), &chunk);
  append (
    hpc_assign (k1, build2 (MIN_EXPR, long_integer_type_node, count,
			    build2 (PLUS_EXPR, long_integer_type_node, s,
				    size))),
    &chunk);
  append (
    hpc_assign (s, build2 (PLUS_EXPR, long_integer_type_node, s, stride)),
    &chunk);
  append (runs_loop (o, k0, k1), &chunk);
  tree decr = hpc_assign (nq, build2 (MINUS_EXPR, long_integer_type_node, nq,
				      build_one_cst (long_integer_type_node)));
  tree work = build_stmt (loc, FOR_STMT, NULL_TREE,
			  build2 (GT_EXPR, boolean_type_node, nq,
				  build_zero_cst (long_integer_type_node)),
			  decr, chunk, NULL_TREE);
  append_inside_over (o, group, work, &list);
  return list;
}

/* BODY, a thread's share, inside the variables of the inner over
   hoisted out of O's rows (3'), READY cleared first.  */
static tree
declare_hoisted_inner (const over_parts &o, tree body)
{
  const hoist_vars *h = o.inner_hoisted;
  if (!h)
    return body;
  tree list = alloc_stmt_list ();
  /* The copies too, which only a set-up (READY) reads, so that GCC need
     not prove that to know them set.  */
  for (tree v : { h->ready, h->one_run, h->first, h->count, h->step,
		  h->touch })
    if (v)
      append (hpc_assign (v, build_zero_cst (TREE_TYPE (v))), &list);
  append (body, &list);
  tree vars = chain_vars ({ h->loop, h->group, h->ready, h->one_run,
			    h->first, h->count, h->step });
  DECL_CHAIN (h->step) = h->touch;	/* where there is one */
  return hpc_bind (vars, list);
}

/* 4. One thread's share of the elements: runs of its chunk (or stripes).  */
static tree
thread_body (const over_parts &o, tree group, bool threaded)
{
  tree k0 = hpc_new_var (o.loc, "__hpc_k0", long_integer_type_node);
  tree k1 = hpc_new_var (o.loc, "__hpc_k1", long_integer_type_node);
  tree count = o.self_hoisted ? o.self_hoisted->count
	       : loop_field (o, "count");
  tree stripe_vars = NULL_TREE;
  tree list = threaded && o.striped
	      ? striped_share (o, count, k0, k1, group, &stripe_vars)
	      : thread_share (o, threaded, count, k0, k1, group,
			      runs_loop (o, k0, k1));
  tree vars = chain_vars ({ k0, k1 });
  tree *tail = &DECL_CHAIN (DECL_CHAIN (vars));
  *tail = stripe_vars;
  return declare_hoisted_inner (o, hpc_bind (vars, list));
}

/* Whether BODY, the body of an over of location I, holds a loop whose
   trip count depends on I (for (j = hpc_idx (x, i); ...)): iterations
   then differ in cost, Figure 1's triangular update, and one contiguous
   chunk per thread would leave the threads unbalanced.  */
static bool
uneven_work_p (tree body, tree i)
{
  struct finder
  {
    static tree
    find (tree *tp, int *walk_subtrees, void *data)
    {
      tree t = *tp, i = (tree) data;
      if (TYPE_P (t))
	*walk_subtrees = 0;
      tree cond = NULL_TREE, init = NULL_TREE;
      if (TREE_CODE (t) == FOR_STMT)
	{
	  cond = FOR_COND (t);
	  tree v = hpc_stepped_var (FOR_EXPR (t));
	  init = FOR_INIT_STMT (t);
	  if (v && VAR_P (v) && hpc_uses_var_p (DECL_INITIAL (v), i))
	    return t;
	}
      else if (TREE_CODE (t) == WHILE_STMT)
	cond = WHILE_COND (t);
      else if (TREE_CODE (t) == DO_STMT)
	cond = DO_COND (t);
      return hpc_uses_var_p (cond, i) || hpc_uses_var_p (init, i) ? t
	     : NULL_TREE;
    }
  };
  return walk_tree_without_duplicates (&body, finder::find, i);
}

/* ------------------------------------------------------------ outer vars */

/* A private variable of a threaded over: the thread's copy of VAR, set
   in the body for VAR; WRITTEN, set where the body assigns it; per chunk,
   the copy's value and WRITTEN at the chunk's end.  After the loop, VAR
   takes the value of the last chunk that wrote it: what the iterations
   leave when run in order.  */
struct last_write_parts
{
  tree var;
  tree copy;
  tree written;
  tree values;
  tree wrote;
};

/* Rewrite every  COPY = E  of a body as  COPY = (WRITTEN = 1, E).  Every
   iteration that uses a private variable assigns it first, so these
   assignments alone tell whether an iteration changed it.  */
static tree
mark_writes_r (tree *tp, int *walk_subtrees, void *data)
{
  tree *parts = (tree *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == MODIFY_EXPR && TREE_OPERAND (t, 0) == parts[0])
    {
      tree rhs = TREE_OPERAND (t, 1);
      TREE_OPERAND (t, 1) = build2 (COMPOUND_EXPR, TREE_TYPE (rhs),
				    hpc_assign (parts[1], integer_one_node),
				    rhs);
    }
  return NULL_TREE;
}

static auto_vec<last_write_parts>
make_last_writes (over_parts &o, const hpc_over_vars &vars, tree chunks)
{
  auto_vec<last_write_parts> out;
  for (tree v : vars.privates)
    {
      tree type = TREE_TYPE (v);
      last_write_parts p;
      p.var = v;
      p.copy = hpc_new_var (DECL_SOURCE_LOCATION (v),
			    IDENTIFIER_POINTER (DECL_NAME (v)), type);
      DECL_ARTIFICIAL (p.copy) = 0;	/* the debugger shows it */
      p.written = hpc_new_var (o.loc, "__hpc_written", integer_type_node);
      p.values = hpc_new_var (o.loc, "__hpc_last_values",
			      build_array_type (type, chunks));
      p.wrote = hpc_new_var (o.loc, "__hpc_last_wrote",
			     build_array_type (unsigned_char_type_node,
					       chunks));
      replace_var (&o.body, v, p.copy);
      tree parts[2] = { p.copy, p.written };
      walk_tree_without_duplicates (&o.body, mark_writes_r, parts);
      out.safe_push (p);
    }
  return out;
}

/* The identity of reduction operator OP on TYPE.  */
static tree
identity (tree type, tree_code op)
{
  REAL_VALUE_TYPE inf;
  real_inf (&inf);
  switch (op)
    {
    case MULT_EXPR:
      return build_one_cst (type);
    case BIT_AND_EXPR:
      return build_minus_one_cst (type);
    case MAX_EXPR:
      return INTEGRAL_TYPE_P (type) ? TYPE_MIN_VALUE (type)
	     : build_real (type, real_value_negate (&inf));
    case MIN_EXPR:
      return INTEGRAL_TYPE_P (type) ? TYPE_MAX_VALUE (type)
	     : build_real (type, inf);
    default:
      return build_zero_cst (type);
    }
}

/* A reduction in the making: the variable (or array reduced element by
   element), its operator, the thread's accumulator and the shared array
   of per-chunk partial results.  */
struct reduction_parts
{
  tree var;
  tree_code op;
  tree acc;
  tree partials;
};

enum { REDUCTION_CHUNKS = 64 };

static auto_vec<reduction_parts>
make_reductions (over_parts &o, const hpc_over_vars &vars, tree chunks)
{
  auto_vec<reduction_parts> out;
  auto_vec<hpc_reduction> all = vars.reductions.copy ();
  all.safe_splice (vars.array_reductions);
  for (const hpc_reduction &r : all)
    {
      tree type = TREE_TYPE (r.var);
      reduction_parts p;
      p.var = r.var;
      p.op = r.op;
      p.acc = hpc_new_var (o.loc, "__hpc_acc", type);
      p.partials = hpc_new_var (o.loc, "__hpc_partials",
				build_array_type (type, chunks));
      replace_var (&o.body, r.var, p.acc);
      out.safe_push (p);
    }
  return out;
}

/* for (VAR = FROM; VAR < TO; VAR++) BODY  */
static tree
counted_loop (location_t loc, tree var, tree from, tree to, tree body)
{
  tree incr = build2 (MODIFY_EXPR, TREE_TYPE (var), var,
		      build2 (PLUS_EXPR, TREE_TYPE (var), var,
			      build_one_cst (TREE_TYPE (var))));
  return build_stmt (loc, FOR_STMT, hpc_assign (var, from),
		     build2 (LT_EXPR, boolean_type_node, var, to), incr,
		     body, NULL_TREE);
}

/* A[E], or A itself for no E (a scalar).  */
static tree
at (tree a, tree e)
{
  return e ? hpc_element (a, e) : a;
}

/* BODY (NULL_TREE) for a scalar TYPE; for an array TYPE,
   for (E = 0; E < its length; E++) BODY (E).  */
template <typename F>
static tree
each_element (location_t loc, tree type, F body)
{
  if (TREE_CODE (type) != ARRAY_TYPE)
    return body (NULL_TREE);
  tree e = hpc_new_var (loc, "__hpc_elt", long_integer_type_node);
  tree length = fold_build2 (PLUS_EXPR, long_integer_type_node,
			     fold_convert (long_integer_type_node,
					   TYPE_MAX_VALUE (TYPE_DOMAIN (type))),
			     build_one_cst (long_integer_type_node));
  return hpc_bind (e, counted_loop (loc, e, build_zero_cst (TREE_TYPE (e)),
				    length, body (e)));
}

/* The scalar type of the variable or array V's elements.  */
static tree
scalar_type (tree v)
{
  tree type = TREE_TYPE (v);
  return TREE_CODE (type) == ARRAY_TYPE ? TREE_TYPE (type) : type;
}

/* What a chunked over does with the outer variables its body writes.  */
struct chunked_vars
{
  auto_vec<reduction_parts> reds;
  auto_vec<last_write_parts> lasts;
};

/* 4'. A thread's share of a loop with reductions or private variables:
   chunks C0..C1 of NCHUNKS, each reduced into its own accumulators,
   stored in the partials, and the private variables' values and whether
   the chunk wrote them.  */
static tree
chunked_thread_body (const over_parts &o, tree group, bool threaded,
		     tree nchunks, const chunked_vars &w)
{
  location_t loc = o.loc;
  tree c0 = hpc_new_var (loc, "__hpc_c0", long_integer_type_node);
  tree c1 = hpc_new_var (loc, "__hpc_c1", long_integer_type_node);
  tree c = hpc_new_var (loc, "__hpc_c", long_integer_type_node);
  tree k0 = hpc_new_var (loc, "__hpc_k0", long_integer_type_node);
  tree k1 = hpc_new_var (loc, "__hpc_k1", long_integer_type_node);
  tree count = loop_field (o, "count");
  tree chunk = alloc_stmt_list ();
  for (const reduction_parts &r : w.reds)
    append (
      each_element (loc, TREE_TYPE (r.acc), [&] (tree e) {
	return hpc_assign (at (r.acc, e),
			   identity (scalar_type (r.acc), r.op));
      }), &chunk);
  for (const last_write_parts &l : w.lasts)
    append (hpc_assign (l.written, integer_zero_node), &chunk);
  tree ba[5] = { count, nchunks, c, addr (k0), addr (k1) };
  append (hpc_call (loc, "__hpc_chunk_bounds", 5, ba), &chunk);
  append (runs_loop (o, k0, k1), &chunk);
  for (const reduction_parts &r : w.reds)
    append (
      each_element (loc, TREE_TYPE (r.acc), [&] (tree e) {
	return hpc_assign (at (hpc_element (r.partials, c), e), at (r.acc, e));
      }), &chunk);
  for (const last_write_parts &l : w.lasts)
    {
      append (hpc_assign (hpc_element (l.values, c), l.copy), &chunk);
      append (hpc_assign (hpc_element (l.wrote, c), l.written), &chunk);
    }
  tree list = alloc_stmt_list ();
  /* A chunk that does not write a copy stores it all the same (and it is
     not used): start the copies at zero, so that it is defined.  */
  for (const last_write_parts &l : w.lasts)
    append (hpc_assign (l.copy, build_zero_cst (TREE_TYPE (l.copy))), &list);
  append (
    thread_share (o, threaded, nchunks, c0, c1, group,
		  counted_loop (loc, c, c0, c1, chunk)), &list);
  tree vars = chain_vars ({ c0, c1, c, k0, k1 });
  tree *tail = &vars;
  while (*tail)
    tail = &DECL_CHAIN (*tail);
  for (const reduction_parts &r : w.reds)
    {
      *tail = r.acc;
      tail = &DECL_CHAIN (r.acc);
    }
  for (const last_write_parts &l : w.lasts)
    {
      *tail = l.copy;
      DECL_CHAIN (l.copy) = l.written;
      tail = &DECL_CHAIN (l.written);
    }
  *tail = NULL_TREE;
  return declare_hoisted_inner (o, hpc_bind (vars, list));
}

/* After the loop, for c in chunk order: VAR = VAR OP partial[c], and
   VAR = values[c] where chunk c wrote it.  */
static tree
combine_chunks (location_t loc, tree nchunks, const chunked_vars &w)
{
  tree c = hpc_new_var (loc, "__hpc_c", long_integer_type_node);
  tree body = alloc_stmt_list ();
  for (const reduction_parts &r : w.reds)
    append (
      each_element (loc, TREE_TYPE (r.var), [&] (tree e) {
	tree v = at (r.var, e);
	return hpc_assign (v, build2 (r.op, TREE_TYPE (v), v,
				      at (hpc_element (r.partials, c), e)));
      }), &body);
  for (const last_write_parts &l : w.lasts)
    append (
      build3 (COND_EXPR, void_type_node, hpc_element (l.wrote, c),
	      hpc_assign (l.var, hpc_element (l.values, c)), NULL_TREE),
      &body);
  tree zero = build_zero_cst (long_integer_type_node);
  return hpc_bind (c, counted_loop (loc, c, zero, nchunks, body));
}

static tree
omp_parallel (location_t loc, tree body)
{
  tree par = make_node (OMP_PARALLEL);
  TREE_TYPE (par) = void_type_node;
  SET_EXPR_LOCATION (par, loc);
  OMP_PARALLEL_CLAUSES (par) = NULL_TREE;
  OMP_PARALLEL_BODY (par) = body;
  TREE_SIDE_EFFECTS (par) = 1;
  return par;
}

/* 3'. An over whose set-up is hoisted out of the rows of the outer one
   (O.self_hoisted): this row's runs.  The set-up and entry, done before
   the outer over's first run that has rows (runs_loop), go to H->start;
   the outer over leaves it (append_inside_over).  */
static tree
lower_hoisted_over (over_parts &o, tree setup)
{
  hoist_vars *h = o.self_hoisted;
  tree ga[1] = { h->group };
  tree first = alloc_stmt_list ();
  append (hpc_assign (h->group, setup), &first);
  append (hpc_call (o.loc, "__hpc_over_enter", 1, ga), &first);
  append (hpc_assign (h->ready, integer_one_node), &first);
  tree oa[2] = { build_fold_addr_expr (o.loop), o.lit };
  append (
    hpc_assign (h->one_run, hpc_call (o.loc, "__hpc_over_one_run", 2, oa)),
    &first);
  append (hpc_assign (h->first, loop_field (o, "first")), &first);
  append (hpc_assign (h->count, loop_field (o, "count")), &first);
  append (hpc_assign (h->step, loop_field (o, "step")), &first);
  if (o.touch_rows)
    {
      /* Whether the rows pay touching is the same every row.  */
      h->touch = hpc_new_var (o.loc, "__hpc_hoist_touch", integer_type_node);
      append (
	hpc_assign (h->touch, fold_convert (integer_type_node,
					    hpc_touch_wanted (o.touch_rows))),
	&first);
    }
  h->start = build3 (COND_EXPR, void_type_node,
		     build1 (TRUTH_NOT_EXPR, boolean_type_node, h->ready),
		     first, NULL_TREE);
  return thread_body (o, h->group, false);
}

/* A striped over's runs, from the second on, take its stripes the other
   way round from the run before (O->back), so that each run starts on the
   stripes the last one ended with, which are still in cache
   (doc/internals.md, "Striped overs").  The iterations of an over are
   independent, so their order is free.  Appends to LIST, before the
   parallel region,
     BACK = SWEEPS & 1;  SWEEPS = SWEEPS + 1;
   with SWEEPS a static counter of this over's runs; returns the chain of
   BACK and SWEEPS.  */
static tree
alternate_stripes (over_parts *o, tree *list)
{
  location_t loc = o->loc;
  tree sweeps = hpc_new_var (loc, "__hpc_sweeps", unsigned_type_node);
  TREE_STATIC (sweeps) = 1;
  varpool_node::finalize_decl (sweeps);
  o->back = hpc_new_var (loc, "__hpc_back", integer_type_node);
  tree parity = build2 (BIT_AND_EXPR, unsigned_type_node, sweeps,
			build_one_cst (unsigned_type_node));
  append (hpc_assign (o->back, fold_convert (integer_type_node, parity)),
	  list);
  append (
    hpc_assign (sweeps, build2 (PLUS_EXPR, unsigned_type_node, sweeps,
				build_one_cst (unsigned_type_node))), list);
  return chain_vars ({ o->back, sweeps });
}

/* 3. over (i = x | lo : hi : st) S; THREADED for the outermost over of a
   nest whose body may run in parallel; TOUCH_ROWS the rows the touch
   stage chose for the innermost; SELF_HOISTED its set-up's variables when
   the outer over hoists it, INNER_HOISTED those of the inner over it
   hoists.  */
static tree
lower_over (tree t, tree ivar, bool threaded, const hpc_over_vars *vars,
	    tree touch_rows, const vec<tree> &around,
	    hoist_vars *self_hoisted, const hoist_vars *inner_hoisted)
{
  location_t loc = EXPR_LOCATION (t);
  tree init = DECL_INITIAL (ivar);
  DECL_INITIAL (ivar) = NULL_TREE;
  tree loop_type = loop_record_type ();
  over_parts o;
  o.loc = loc;
  o.loop = self_hoisted ? self_hoisted->loop
	   : hpc_new_var (loc, "__hpc_loop", loop_type);
  tree st = fold (CALL_EXPR_ARG (init, 4));
  /* An omitted stride (bit 2 of the mask clear) is the literal 1: the
     inner loop then steps by a constant GCC can vectorise.  */
  tree mask = fold (CALL_EXPR_ARG (init, 1));
  bool omitted = tree_fits_shwi_p (mask) && !(tree_to_shwi (mask) & 4);
  bool literal = omitted || (tree_fits_shwi_p (st) && tree_to_shwi (st) > 0);
  o.lit = build_int_cst (long_integer_type_node,
			 omitted ? 1 : literal ? tree_to_shwi (st) : 0);
  o.step = literal ? o.lit
	   : self_hoisted ? self_hoisted->step : loop_field (o, "step");
  o.body = FOR_BODY (t);
  o.own_index = threaded;
  o.striped = threaded && uneven_work_p (o.body, ivar);
  o.back = integer_zero_node;
  o.touch_rows = touch_rows;
  o.touch = NULL_TREE;
  o.around = &around;
  o.self_hoisted = self_hoisted;
  o.inner_hoisted = inner_hoisted;
  o.original = hpc_apart_original_p (t);
  if (threaded)
    {
      /* The body gets a variable of its own: private to each thread.  */
      o.index = hpc_new_var (DECL_SOURCE_LOCATION (ivar),
			     IDENTIFIER_POINTER (DECL_NAME (ivar)),
			     TREE_TYPE (ivar));
      DECL_ARTIFICIAL (o.index) = 0;
      replace_var (&o.body, ivar, o.index);
    }
  else
    o.index = ivar;	/* where the debugger looks for it */

  TREE_ADDRESSABLE (o.loop) = 1;
  tree setup = setup_call (loc, o.loop, init, st);
  if (self_hoisted)
    return lower_hoisted_over (o, setup);
  tree g = hpc_new_var (loc, "__hpc_group", group_type ());
  tree list = alloc_stmt_list ();
  append (hpc_assign (g, setup), &list);
  tree outer = chain_vars ({ o.loop, g });
  /* Unthreaded, the body runs in order and writes the variables
     themselves; threaded, private variables need chunks as reductions
     do, to know which wrote last.  */
  bool chunked = vars && (!vars->reductions.is_empty ()
			  || !vars->array_reductions.is_empty ()
			  || (threaded && !vars->privates.is_empty ()));
  if (!chunked)
    {
      if (o.striped && hpc_opts.alternate)
	DECL_CHAIN (DECL_CHAIN (outer)) = alternate_stripes (&o, &list);
      tree work = thread_body (o, g, threaded);
      append (threaded ? omp_parallel (loc, work) : work, &list);
    }
  else
    {
      /* A fixed number of chunks, whatever the thread count.  */
      tree chunks = build_index_type (size_int (REDUCTION_CHUNKS - 1));
      chunked_vars w;
      w.reds = make_reductions (o, *vars, chunks);
      if (threaded)
	w.lasts = make_last_writes (o, *vars, chunks);
      tree nchunks = hpc_new_var (loc, "__hpc_nchunks",
				  long_integer_type_node);
      tree count = loop_field (o, "count");
      append (
	hpc_assign (nchunks, build2 (MIN_EXPR, long_integer_type_node, count,
				     build_int_cst (long_integer_type_node,
						    REDUCTION_CHUNKS))),
	&list);
      tree work = chunked_thread_body (o, g, threaded, nchunks, w);
      append (threaded ? omp_parallel (loc, work) : work, &list);
      append (combine_chunks (loc, nchunks, w), &list);
      DECL_CHAIN (DECL_CHAIN (outer)) = nchunks;
      for (reduction_parts &r : w.reds)
	{
	  DECL_CHAIN (r.partials) = DECL_CHAIN (outer);
	  DECL_CHAIN (outer) = r.partials;
	}
      for (last_write_parts &l : w.lasts)
	{
	  DECL_CHAIN (l.wrote) = DECL_CHAIN (outer);
	  DECL_CHAIN (l.values) = l.wrote;
	  DECL_CHAIN (outer) = l.values;
	}
    }
  tree da[1] = { build_fold_addr_expr (o.loop) };
  append (hpc_call (loc, "__hpc_over_done", 1, da), &list);
  return hpc_bind (outer, list);
}

/* ------------------------------------------------------------ the walk */

struct lower_ctx
{
  auto_vec<tree> over_indices;	/* of the overs around, outermost first */
  tree hoisted;			/* the inner over whose set-up is hoisted */
  hoist_vars *hoist;		/* its variables */
};

static tree lower_r (tree *tp, int *walk_subtrees, void *data);

static void
lower_body (tree *body, lower_ctx *c)
{
  walk_tree (body, lower_r, c, NULL);
}

static tree
lower_r (tree *tp, int *walk_subtrees, void *data)
{
  lower_ctx *c = (lower_ctx *) data;
  tree var = NULL_TREE;
  hpc_construct k = hpc_classify (*tp, &var);
  if (k == HPC_NOT_CONSTRUCT)
    return NULL_TREE;
  tree t = *tp;
  *walk_subtrees = 0;
  if (k == HPC_OVER)
    {
      /* This over's set-up, when the over around hoists it, and the inner
	 over's, when this one hoists it (3').  */
      hoist_vars *self_hoisted = t == c->hoisted ? c->hoist : NULL;
      /* What the stages before decided about it (overs.cc).  */
      const hpc_over_decision *d = hpc_over_decided (t);
      gcc_assert (d);
      tree inner = d->hoisted;
      hoist_vars h;
      if (inner)
	h = make_hoist_vars (EXPR_LOCATION (t));
      tree outer_hoisted = c->hoisted;
      hoist_vars *outer_hoist = c->hoist;
      c->hoisted = inner;
      c->hoist = inner ? &h : NULL;
      c->over_indices.safe_push (var);
      lower_body (&FOR_BODY (t), c);
      c->over_indices.pop ();
      c->hoisted = outer_hoisted;
      c->hoist = outer_hoist;
      /* The outermost over of a nest: reductions, privates, threads.  */
      bool outermost = c->over_indices.is_empty ();
      gcc_assert (d->analysed == outermost);
      /* Not at -O0: a body outlined by OpenMP shows the debugger its
	 arrays as bare pointers; a loop kept in place shows them whole.  */
      bool threaded = flag_openmp && optimize > 0 && outermost
		      && !d->vars.one_thread ();
      *tp = lower_over (t, var, threaded, outermost ? &d->vars : NULL,
			d->touch_rows, c->over_indices, self_hoisted,
			inner ? &h : NULL);
      return NULL_TREE;
    }
  lower_body (&FOR_BODY (t), c);
  *tp = k == HPC_ON ? lower_on (t, var) : lower_at (t, var);
  return NULL_TREE;
}

/* Lower every construct of the current function.  */
void
hpc_lower_function (tree fndecl)
{
  lower_ctx c;
  c.hoisted = NULL_TREE;
  c.hoist = NULL;
  lower_body (&DECL_SAVED_TREE (fndecl), &c);
}
