/* hpc-plugin.h - declarations shared by the stages of the HPC plugin.
   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_PLUGIN_H
#define HPC_PLUGIN_H 1

#include "compat.h"
#include "hash-map.h"
#include "tree-iterator.h"
#include "hpc-context.h"

/* Options given with -fplugin-arg-hpc-NAME[=VALUE] (hpc-plugin.cc).  */
struct hpc_options
{
  bool force_include;		/* push hpc.h before the main file */
  bool short_keywords;		/* on, at, over, distributed (else __hpc_*) */
  bool warnings;		/* the plugin's own warnings */
  bool check;			/* check mode: costlier run-time checks */
  bool layout;			/* layout.cc may store arrays permuted */
  bool touch;			/* touch.cc may touch rows ahead of loops */
  bool noalias;			/* noalias.cc marks arrays as apart */
  bool alternate;		/* striped overs alternate their direction */
  bool blend;			/* blend.cc vectorises stride-2 overs */
  bool fuse;			/* fuse.cc fuses nests */
};
extern hpc_options hpc_opts;

/* keywords.cc: the token layer.  */
void hpc_keywords_init (void);
/* params.cc: distributed array parameters, driven by the token layer.  */
bool hpc_parameter_form_p (cpp_reader *pfile);
void hpc_rewrite_parameter (cpp_reader *pfile, const cpp_token *kw);
/* sections.cc: a[[...]] in hpc_ calls, driven by the token layer.  */
void hpc_sections_init (void);
cpp_hashnode *hpc_sections_expand (cpp_reader *pfile, const cpp_token *tok);

/* The constructs, as the token layer leaves them (marker loops).  */
enum hpc_construct { HPC_NOT_CONSTRUCT, HPC_ON, HPC_AT, HPC_OVER };

/* lower.cc: helpers shared with the other stages, and the lowering.  */
tree hpc_runtime_decl (const char *name);
tree hpc_call (location_t loc, const char *name, int n, tree *args);
tree hpc_where (location_t loc);
/* The construct T is (its bound variable in *VAR: the over index, the at
   location, the on flag), or HPC_NOT_CONSTRUCT.  */
hpc_construct hpc_classify (tree t, tree *var);
/* The widths hpc_expand gives the over whose marker is BEGIN (expand.cc
   puts them there), in *BELOW and *ABOVE (0 for any other over); whether
   either is not 0.  */
bool hpc_over_expansion (tree begin, HOST_WIDE_INT *below,
			 HOST_WIDE_INT *above);
bool hpc_range_type_p (tree expr);
void hpc_lower_function (tree fndecl);

/* checks.cc: diagnostics of jumps and headers; reads the tree only.  */
void hpc_check_function (tree fndecl);
bool hpc_header_usable_p (tree var, hpc_construct k);
/* expand.cc: over (i = hpc_expand (x, b, a)) headers taken apart.  */
void hpc_take_expands_apart (tree fndecl);
tree hpc_expand_call (tree init);
tree hpc_expand_width (tree w);
/* subscript-walk.cc: the walk that drives subscripts.cc.  */
void hpc_lower_subscripts (tree fndecl);

/* reductions.cc: the outer variables an over body writes.  */
struct hpc_reduction
{
  tree var;
  tree_code op;			/* PLUS_EXPR, MULT_EXPR, BIT_*_EXPR, MAX/MIN */
};
struct hpc_over_vars
{
  auto_vec<hpc_reduction> reductions;
  /* Written before read in every iteration that reads them (perhaps only
     in some iterations): after the loop, the value of the last iteration
     in order that wrote them.  */
  auto_vec<tree> privates;
  /* Arrays the body updates as  q[k] op= e  only (VAR the array).  */
  auto_vec<hpc_reduction> array_reductions;
  tree blocker = NULL_TREE;	/* forces one thread (warned), or NULL */
  /* An array whose elements the body writes where other iterations may
     write them too (forces one thread, warned), or NULL.  */
  tree racy_array = NULL_TREE;
  bool one_thread () const { return blocker || racy_array; }
};

/* overs.cc: what the stages before the lowering decide about each over,
   keyed by the over's tree, for lower.cc.  */
struct hpc_over_decision
{
  /* hoist.cc: the inner over whose set-up is made once a thread, out of
     this over's rows, or NULL_TREE.  */
  tree hoisted = NULL_TREE;
  /* touch.cc: the rows touched before each run of this innermost over
     (each an ARRAY_REF of array type), or NULL_TREE; where each
     TREE_PURPOSE is the row's size, the rows whose next ones are
     prefetched before each run of its body (hpc_prefetch_ahead).  */
  tree touch_rows = NULL_TREE;
  /* reductions.cc: for the outermost over of a nest, what its body does
     to the variables declared outside it.  */
  bool analysed = false;
  hpc_over_vars vars;
};
/* An over as the walk of the lowering's order meets it: the over
   statement, its index, the indices of the overs around (outermost
   first) and whether it holds no over.  */
struct hpc_over_site
{
  tree over, var;
  const vec<tree> *around;
  bool innermost;
};
/* Call VISIT on each over of FNDECL, each after the overs inside it.  */
void hpc_walk_overs (tree fndecl,
		     void (*visit) (const hpc_over_site &, void *),
		     void *data);
/* The decision about OVER, made on first use.  */
hpc_over_decision &hpc_decide_over (tree over);
/* The decision about OVER, or NULL where no stage made one.  */
const hpc_over_decision *hpc_over_decided (tree over);
/* A stage's dump: after a heading WHAT, a line of each over's decision,
   printed by PRINT.  */
void hpc_dump_over_decisions (FILE *f, tree fndecl, const char *what,
			      void (*print) (FILE *, const hpc_over_site &,
					     const hpc_over_decision &));
/* The stages deciding about overs (hoist.cc, touch.cc, reductions.cc),
   and their dumps.  */
void hpc_hoist_stage (tree fndecl);
void hpc_dump_hoist (FILE *f, tree fndecl);
void hpc_touch_stage (tree fndecl);
void hpc_dump_touch (FILE *f, tree fndecl);
void hpc_reductions_stage (tree fndecl);
void hpc_dump_reductions (FILE *f, tree fndecl);
/* fuse.cc: the rows transformation, pairs of nests among the statements
   of each statement list of FNDECL (consecutive nests, a colour loop's
   two iterations) made one pass, in the order the lowering walks
   them.  */
void hpc_fuse_stage (tree fndecl);

/* subscripts.cc: subscripts of distributed arrays (called by
   subscript-walk.cc).  HPC_MAX_RANK: libhpc's HPC_MAX_DIMS.  */
#define HPC_MAX_RANK 8
void hpc_subscripts_begin (tree fndecl);
void hpc_subscripts_end (tree fndecl);
void hpc_bind_location (tree var, tree *range, tree body);
void hpc_enter_block (tree t);
void hpc_leave_block (tree t);
tree hpc_entry_checks (tree var);
/* The construct T binding VAR, with a copy for aligned ranges that map
   onto each other as they are, and the variables its entry sets.  */
tree hpc_aligned_version (tree var, tree t);
tree hpc_align_vars (tree var);
/* Whether V is the factor of such a map (nonzero).  */
bool hpc_align_mul_p (tree v);
void hpc_lower_array_ref (tree *tp, walk_tree_fn fn, void *data);
void hpc_check_section_call (tree call);
void hpc_note_assigned (tree lhs);
bool hpc_idx_of_location_p (tree call);
bool hpc_check_location_use (tree t, location_t here);

/* decay.cc: distributed arrays used as plain pointers are errors.  */
void hpc_check_array_decays (tree fndecl);
bool hpc_array_parameter_arg_p (tree call, int k);
/* collectives.cc: collective calls not every process may reach.  */
void hpc_check_collectives (tree fndecl);

/* arrays.cc: distributed array declarations.  */
bool hpc_distributed_p (tree v);
bool hpc_parameter_bound_p (tree var);
/* False, recording the reason FMT... in X->why unless a reason is there
   already: an optimisation that declines keeps its first reason, which
   missed.cc gives as a missed-optimisation note.  */
template <typename T>
bool ATTRIBUTE_PRINTF_2
hpc_decline (T *x, const char *fmt, ...)
{
  if (x->why[0])
    return false;
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (x->why, sizeof x->why, fmt, ap);
  va_end (ap);
  return false;
}

/* The DECL_EXPR of VAR in statement list LIST (or in the try block or
   variable-less block that holds the rest of LIST's block) at *IT.  */
bool hpc_find_decl_expr (tree list, tree var, tree_stmt_iterator *it);
tree hpc_allocation (location_t loc, tree elem, const char *name, int inner,
		     const vec<tree> &ranges, const vec<tree> &extents);
/* blocks.cc: block-scope arrays as views of handles of their own.  */
bool hpc_block_array_p (tree var);
void hpc_declare_block_handles (tree fndecl);
/* trees.cc: questions about trees that several stages ask, and the
   small trees several stages build.  */
/* E without the conversions around it.  */
tree hpc_strip (tree e);
/* E as  V + C  with V a variable or parameter and C an integer constant
   (0 when E is V itself): V, or NULL_TREE.  */
tree hpc_var_plus_constant (tree e, HOST_WIDE_INT *c);
/* The subscripts of the element reference T, outermost first, into
   IDX; its array.  */
tree hpc_subscripts (tree t, auto_vec<tree> *idx);
/* The name of declaration D, or OTHERWISE (D NULL, not a declaration,
   or nameless).  */
const char *hpc_decl_name (tree d, const char *otherwise);
/* The name of the function the call T calls, or NULL (T no call, or
   a call through a pointer).  */
const char *hpc_callee_name (tree t);
/* Whether T calls a function named NAME.  */
bool hpc_call_to_p (tree t, const char *name);
/* Whether EXPR (NULL: no) contains the tree V itself (NULL: no), outside
   the types of its operands.  */
bool hpc_uses_var_p (tree expr, tree v);
/* The occurrences of the tree V in EXPR (each time a shared node is
   met), outside types.  */
int hpc_count_uses (tree expr, tree v);
/* Whether BODY holds the DECL_EXPR of D (D is declared inside it).  */
bool hpc_declares_p (tree body, tree d);
/* Whether V, declared in an over's body, is a scalar temporary of the
   iteration: neither static, external nor volatile, its address never
   taken (so a pass can follow its value).  */
bool hpc_body_temporary_p (tree v);
/* Whether V is a variable or parameter of the function being compiled
   that only its statements name: no call, pointer or nested function
   reaches it, so only what its statements show changes it.  */
bool hpc_private_var_p (tree v);
/* A variable NAME of TYPE made by the compiler, of the function being
   compiled.  */
tree hpc_new_var (location_t loc, const char *name, tree type);
/* { VARS; BODY } as a statement.  */
tree hpc_bind (tree vars, tree body);
/* LHS = RHS, RHS converted to LHS's type.  */
tree hpc_assign (tree lhs, tree rhs);
/* ARRAY[INDEX].  */
tree hpc_element (tree array, tree index);
/* The declaration whose storage the reference T is part of (through
   elements, members, real and imaginary parts, and conversions), or
   NULL_TREE (memory through a pointer, a call's value).  */
tree hpc_lvalue_base (tree t);
/* What assignment (MODIFY_EXPR, INIT_EXPR), increment or decrement T
   stores to: its operand 0, unstripped; NULL_TREE for any other T.  */
tree hpc_stored_lvalue (tree t);
/* Whether BODY may change variable V: assigns, increments or decrements
   it (through conversions hpc_strip removes), takes its address, holds
   an asm, or (DECLARING) declares it.  Types are not looked into.  */
bool hpc_changes_var_p (tree body, tree v, bool declaring);
/* S without the conversions to void an expression statement has.  */
tree hpc_strip_void (tree s);
/* Whether A and B are one value spelt alike (through conversions and
   SAVE_EXPRs).  */
bool hpc_same_value_p (tree a, tree b);
/* The statements of S but -g's markers, through braces that declare
   nothing, pushed on OUT.  */
void hpc_body_statements (tree s, auto_vec<tree> *out);
/* Whether E is hpc_idx (X, I): the global index of row I.  */
bool hpc_row_index_p (tree e, tree x, tree i);
/* For a walk_tree callback: whether T is a type, which is then not
   entered (a variable-length type's sizes are not an expression's
   operands).  */
bool hpc_skip_type_p (tree t, int *walk_subtrees);
/* Call F (BLOCK, V) on each variable V of each block BLOCK in *BODY,
   a block before the blocks in it; types are not entered.  */
template <typename F>
void
hpc_each_block_var (tree *body, F f)
{
  walk_tree (body, [] (tree *tp, int *walk_subtrees, void *data) -> tree {
      if (!hpc_skip_type_p (*tp, walk_subtrees)
	  && TREE_CODE (*tp) == BIND_EXPR)
	for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
	  (*(F *) data) (*tp, v);
      return NULL_TREE;
    }, &f, NULL);
}
/* The walk of the checks and subscripts stages through block BIND: its
   variables' initialisers and sizes (walk_tree's order) walked with FN,
   DATA and VISITED, each with *HERE at its declaration's line; a
   construct's variable is left to its construct.  */
void hpc_walk_block_decls (tree bind, walk_tree_fn fn, void *data,
			   hash_set<tree> *visited, location_t *here);
/* The __hpc_extent marker in the bound of array type LEVEL, or
   NULL_TREE (a level of the element type, or no bound).  */
tree hpc_extent_marker (tree level);
/* The variable a for loop's increment EXPR steps (i++, i += 2,
   i = i + 1, ...), or NULL.  */
tree hpc_stepped_var (tree expr);
/* Whether T calls a function libhpc declares (hpc.h, hpc_abi.h), which
   reads blocks through their descriptors, so that its arguments may
   name a distributed array.  A user's own hpc_something is not
   trusted.  */
bool hpc_library_call_p (tree t);
/* layout.cc */
void hpc_choose_layouts (tree fndecl);
int hpc_inner_dimension (tree var);

/* reclaim.cc: reference counts of the function's ranges.  */
void hpc_reclaim_ranges (tree fndecl);

/* touch.cc: the test and the touches of the rows an inner over touches
   ahead (its decision, hpc_over_decision), for lower.cc.  */
tree hpc_touch_wanted (tree rows);
tree hpc_prefetch_ahead (location_t loc, tree rows, tree wanted, tree step,
			 tree body);
void hpc_append_touches (location_t loc, tree rows, tree wanted, tree first,
			 tree n, tree step, tree *list);
/* blend.cc: the vector loop ahead of the innermost loop of a stride-2
   over (a BIND_EXPR, *START the first element it leaves to the plain
   loop, which the caller appends to its body), or NULL_TREE; ORIGINAL:
   the over is in the original of a nest apart.cc copied
   (hpc_apart_original_p).  */
tree hpc_blend_prefix (location_t loc, tree body, tree j, tree f, tree e,
		       const vec<tree> &indices, bool original, tree *start);
/* rowfuse.cc: whether lower.cc should not touch the rows of the inner
   over T (a second nest's, run just after the first nest read them); the
   over statement S (through braces and the checks at an over's entry),
   its index in *VAR, or NULL_TREE (also for an over of hpc_expand, whose
   ghost rows the one-pass protocol does not follow).  */
bool hpc_rows_untouched_p (tree t);
/* rowfuse.cc: whether LIST is one hpc_fuse_rows made (its passes, or the
   nests kept as written), whose nests are no new candidates.  */
bool hpc_rows_made_p (tree list);
tree hpc_over_in (tree s, tree *var);
/* accesses.cc: the element accesses of the body BODY of an inner over
   (indices I, J): the one array it writes, at [I][J] only (WRITTEN), the
   elements it reads at [I + A][J + B] (READS, REF the reference), where
   it is declarations of scalar temporaries and assignments to them and
   to that array, computed by arithmetic; else false, the reason in WHY
   (to follow "the sweep ", "the update ").  */
struct hpc_access
{
  tree ref, base;
  HOST_WIDE_INT a, b;
};
struct hpc_nest_accesses
{
  tree i, j;
  tree written;
  auto_vec<hpc_access> reads;
  char why[160];
};
bool hpc_collect_accesses (tree body, hpc_nest_accesses *n);
/* The name of the array BASE, for notes; R's subscripts as the program
   would write them, "[i + 3][j]" (I, J the indices).  */
const char *hpc_array_name (tree base);
struct hpc_where_text
{
  char text[96];
  hpc_where_text (const hpc_access &r, tree i, tree j);
};
/* hoist.cc: whether E has the same value wherever BODY evaluates it (built from
   constants and local variables BODY leaves alone, by arithmetic and
   calls of const functions).  */
bool hpc_invariant_p (tree e, tree body);
/* Whether E calls a function GCC knows as const (hpc.h's hpc_size, for
   one, by the hpc_query attribute): it reads no memory, and its value is
   the same wherever its arguments' values are.  */
bool hpc_const_call_p (tree e);
/* The hpc_query attribute, which makes a function const but kept.  */
void hpc_register_query_attribute (void);
/* Whether BODY may change the variable V other than by declaring it (V
   addressable: a pointer may).  */
bool hpc_changed_after_declaration_p (tree v, tree body);
/* Whether E has the same value wherever a fused pair evaluates it
   (fuse.cc): built by arithmetic and calls of const functions
   from constants, variables BODY and BODY2 (when not NULL) leave alone
   and, where WITH_ROW, ROW, hpc_idx (X, ROW) and EXTRA (when not
   NULL).  */
struct hpc_stable_ctx
{
  tree x, row, extra, body, body2;
};
bool hpc_stable_p (tree e, const hpc_stable_ctx &c, bool with_row);
/* The one statement of BODY (through braces and the declaration of an
   over's index; PAST_CHECKS: and the subscript checks made at an over's
   entry), or NULL_TREE when it has more.  */
tree hpc_only_statement (tree body, bool past_checks);
/* version.cc: a copy of REGION with its own declarations and VAR read
   as VALUE, or NULL_TREE where REGION is not one it copies.  */
tree hpc_copy_with_value (tree region, tree var, tree value);
/* The tests the counted loops in the row loop ROWS make before their
   first iteration, where each is the same in every row (their
   conjunction), or NULL_TREE; where ASSUME (ROWS runs only where they
   hold), each such loop compiled as running.  */
tree hpc_row_entry_facts (tree rows, bool assume);
/* Why REGION is not one it copies ("they ..."), or NULL.  */
const char *hpc_copy_refusal (tree region);
/* The same with each variable of VALUES read as its value, and OWN, a
   variable declared outside REGION, declared afresh as *OWN_COPY; the
   copies of blocks whose parents are outside REGION under BLOCK.  */
tree hpc_copy_with_values (tree region, hash_map<tree, tree> *values,
			   tree own = NULL_TREE, tree *own_copy = NULL,
			   tree block = NULL_TREE);
/* terms.cc: the terms of floating-point sums in the innermost loops of
   over bodies computed apart from the sums (the gate: optimising).  */
bool hpc_terms_wanted (tree fndecl);
void hpc_compute_terms_apart (tree fndecl);
/* The same for the innermost loops of inner overs, once lowered.  */
void hpc_compute_over_terms_apart (tree fndecl);
/* apart.cc: over nests through views of handles and parameters run as
   a copy whose views are marked apart where their arrays are distinct
   (the gate, optimised builds with noalias, and the stage).  */
bool hpc_apart_wanted (tree fndecl);
void hpc_run_apart (tree fndecl);
/* Whether the distinct distributed arrays A and B may be one array
   here: both bound to parameters (hpc_parameter_bound_p), and not both
   views of one copy that writes either (which runs only where they are
   distinct).  The rows transformation and blending ask it.  */
bool hpc_may_share_storage_p (tree a, tree b);
/* Whether the over statement OVER is in the original of a region the
   stage copied: the version run where its arrays may be one, beside
   the copy run where they are distinct (no note that they may be one
   array: the copy gives the optimisation where it can be had).  */
bool hpc_apart_original_p (tree over);
/* noalias.cc: the pass marking distinct arrays' accesses as apart (its
   gate and body).  */
bool hpc_noalias_wanted (function *fun);
unsigned int hpc_mark_apart (function *fun);
/* vectorise.cc: VAR, the index of an over's innermost loop, marked so
   that the loop vectorises at -O2 as at -O3; the pass that does so.  */
void hpc_mark_over_index (tree var);
bool hpc_over_index_p (tree var);
bool hpc_vectorise_wanted (function *fun);
unsigned int hpc_force_vectorise_overs (function *fun);
/* inline.cc: calls of functions of distributed arrays standing next to
   over nests replaced by their callees' nests (the gate: only where the
   passes joining nests run); decay.cc: whether a parameter's type is a
   distributed parameter's.  */
bool hpc_inline_wanted (tree fndecl);
void hpc_inline_calls (tree fndecl);
bool hpc_array_parameter_type_p (tree type);
/* missed.cc: an optimisation's reason for declining at LOC, printed as
   a missed-optimisation note (-fopt-info-missed) by the pass of
   hpc_print_missed, on the functions that have notes.  */
void hpc_missed (location_t loc, const char *fmt, ...) ATTRIBUTE_PRINTF_2;
bool hpc_missed_notes_p (function *fun);
unsigned int hpc_print_missed (function *fun);

/* pipeline.cc: the stages in order.  VALUE of -fplugin-arg-NAME-dump
   (stage names separated by commas, or all): whether it names only
   stages (else an error lists them); the callback running the GENERIC
   stages and the GIMPLE passes, registered for PLUGIN_NAME.  */
bool hpc_pipeline_dump_option (const char *plugin_name, const char *value);
void hpc_pipeline_register (const char *plugin_name);

void hpc_register_attributes (void);
/* views.cc: handles' subscripts bound to views, hpc_new.  */
void hpc_register_handle_attribute (void);
void hpc_bind_views (tree fndecl);
void hpc_lower_arrays (tree fndecl);
void hpc_finish_distributed_decl (tree decl);

#endif /* HPC_PLUGIN_H */
