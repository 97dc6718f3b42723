/* pipeline.cc - the plugin's stages, in the order they run, in one table.

   The GENERIC stages run on each function at PLUGIN_PRE_GENERICIZE, on
   the C front end's trees before c_genericize lowers loops and jumps
   (so that `over' loops are still the marker loops the token layer
   made), one after the other in table order, each where its gate, a
   function of the function compiled and the options, lets it.  The
   GIMPLE passes follow: GCC's pass manager runs them, each at its place
   relative to a reference pass; their gates and execute functions are
   the passes' own (noalias.cc, vectorise.cc, missed.cc).  The token
   layer and the declaration callbacks run before any function is
   compiled and are no part of the table (hpc-plugin.cc).

   -fplugin-arg-hpc-dump=STAGE[,STAGE...] (or =all) shows what a stage
   did.  A GENERIC stage's dump is the function's tree after the stage,
   printed as -fdump-tree-original prints it (then, for a stage that
   decides about overs, its decisions), to DUMPBASE.hpc-STAGE
   (DUMPBASE: GCC's dump base name, so the file lands beside
   -fdump-tree-original's).  A GIMPLE pass's dump is the pass's own GCC
   dump, DUMPBASE.NNNt.hpc-STAGE: -fdump-tree-hpc-STAGE would turn it on,
   but GCC reads its -fdump- options before plugins register passes and
   refuses the name, so the plugin turns it on once it has registered
   the pass.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-pass.h"
#include "context.h"
#include "dumpfile.h"
#include "langhooks.h"
#include "c-family/c-pretty-print.h"

namespace {

/* After an error no code is made, but GCC still gimplifies what it has:
   the body (checked, not lowered) is dropped, so that no half-transformed
   or erroneous tree reaches the later stages.  */
void
discard_body (tree fndecl)
{
  DECL_SAVED_TREE (fndecl) = alloc_stmt_list ();
  /* The empty body has no return: not the user's fault.  */
  suppress_warning (fndecl, OPT_Wreturn_type);
  hpc_function ().discarded = true;
}

/* The gates of the GENERIC stages.  The checks diagnose every function,
   whatever an earlier one found; after an error in the checks (or
   earlier) the body is discarded, and the lowering stages make no code
   (but an error in one lowering stage does not stop the next, which may
   have diagnostics of its own).  */
bool
always (tree)
{
  return true;
}

bool
after_error (tree)
{
  return seen_error ();
}

bool
kept (tree)
{
  return !hpc_function ().discarded;
}

bool
optimising (tree)
{
  return !hpc_function ().discarded && optimize > 0;
}

bool
layouts_wanted (tree)
{
  return !hpc_function ().discarded && hpc_opts.layout;
}

/* One stage.  A GENERIC stage has GATE and EXECUTE; a GIMPLE pass is
   made by MAKE and put at POSITION relative to the first instance of
   GCC's pass REFERENCE, its dump turned on with DUMP_FLAGS (the suffix
   of -fdump-tree-NAME-FLAGS).  */
struct stage
{
  const char *name;
  bool (*gate) (tree fndecl);
  void (*execute) (tree fndecl);
  /* What a deciding stage's dump adds after the tree, or NULL.  */
  void (*dump_decisions) (FILE *, tree fndecl);
  bool (*pass_gate) (function *);	/* a GIMPLE pass's */
  unsigned int (*pass_execute) (function *);
  optgroup_flags_t optgroup;
  unsigned int properties;	/* what the pass needs */
  const char *reference;
  pass_positioning_ops position;
  const char *dump_flags;
};

constexpr stage
generic (const char *name, bool (*gate) (tree), void (*execute) (tree))
{
  return { name, gate, execute, NULL, NULL, NULL, OPTGROUP_NONE, 0, NULL,
	   PASS_POS_INSERT_AFTER, NULL };
}

/* A GENERIC stage that decides about overs for the lowering, its dump
   the tree and its decisions (DUMP_DECISIONS).  */
constexpr stage
deciding (const char *name, bool (*gate) (tree), void (*execute) (tree),
	  void (*dump_decisions) (FILE *, tree))
{
  return { name, gate, execute, dump_decisions, NULL, NULL, OPTGROUP_NONE, 0,
	   NULL, PASS_POS_INSERT_AFTER, NULL };
}

constexpr stage
gimple_after (const char *name, bool (*gate) (function *),
	      unsigned int (*execute) (function *), optgroup_flags_t optgroup,
	      unsigned int properties, const char *reference,
	      const char *dump_flags)
{
  return { name, NULL, NULL, NULL, gate, execute, optgroup, properties,
	   reference, PASS_POS_INSERT_AFTER, dump_flags };
}

const stage stages[] = {
  /* Calls of small functions of distributed arrays next to over nests
     replaced by the callees' nests (inline.cc), so that every later
     stage sees them as the caller's own; each function's nests kept for
     later callers before its own stages lower them.  */
  generic ("inline", hpc_inline_wanted, hpc_inline_calls),
  /* Handles' subscripts read through views bound before each statement,
     hpc_new (views.cc), block-scope arrays made views of handles of
     their own (blocks.cc): first, so that every later stage sees the
     views as distributed parameters' arrays.  */
  generic ("views", always, hpc_bind_views),
  /* Diagnostics only, the tree left as it is (decay.cc, collectives.cc,
     checks.cc).  */
  generic ("decay", always, hpc_check_array_decays),
  generic ("collectives", always, hpc_check_collectives),
  generic ("checks", always, hpc_check_function),
  /* over (i = hpc_expand (x, b, a)) headers taken apart (expand.cc).  */
  generic ("expand", always, hpc_take_expands_apart),
  /* Each subscript of a distributed dimension turned into a storage
     offset, a run-time check or a global-index call, checks that can
     run once put before their construct (subscript-walk.cc driving
     subscripts.cc), with the diagnostics of locations and subscripts.  */
  generic ("subscripts", always, hpc_lower_subscripts),
  generic ("discard", after_error, discard_body),
  /* Storage order of each array (layout.cc); off with no-layout.  */
  generic ("layout", layouts_wanted, hpc_choose_layouts),
  /* Over nests through views of handles or parameters run as a copy
     with the views marked apart where their arrays are distinct
     (apart.cc); after the diagnostics, before the views get storage.  */
  generic ("apart", hpc_apart_wanted, hpc_run_apart),
  /* Heap storage, arrays read through __hpc_base_ pointers (arrays.cc).  */
  generic ("arrays", kept, hpc_lower_arrays),
  /* What the function holds of ranges, for libhpc to free the rest
     (reclaim.cc); before the lowering, which makes OpenMP regions.  */
  generic ("reclaim", kept, hpc_reclaim_ranges),
  /* The terms of floating-point sums in over bodies' innermost loops
     computed apart from the sums, so that they vectorise (terms.cc);
     before the lowering, which sees the loops' own plain loops.  */
  generic ("terms", hpc_terms_wanted, hpc_compute_terms_apart),
  /* The optimisations' decisions, each stage walking the function's
     overs in the lowering's order.  Pairs of nests run as one pass over
     their rows, the tree rewritten (fuse.cc, rowfuse.cc).  */
  generic ("fuse", optimising, hpc_fuse_stage),
  /* Recorded per over for the lowering (overs.cc), each dump listing
     them: inner set-ups made once a thread (hoist.cc), rows touched
     ahead (touch.cc), variables written in over bodies: reductions,
     privates, threads (reductions.cc).  */
  deciding ("hoist", optimising, hpc_hoist_stage, hpc_dump_hoist),
  deciding ("touch", kept, hpc_touch_stage, hpc_dump_touch),
  deciding ("reductions", kept, hpc_reductions_stage, hpc_dump_reductions),
  /* on, at, over to libhpc calls and OpenMP, as the stages before
     decided; blending and versioning are made by the loop builders, as
     part of the loop they build (lower.cc).  */
  generic ("lower", kept, hpc_lower_function),
  /* The same for the innermost loops of inner overs, which the lowering
     makes (terms.cc).  */
  generic ("overterms", hpc_terms_wanted, hpc_compute_over_terms_apart),
  /* GIMPLE passes, in the order they run.  Reasons for declining, once
     the CFG is built (before OpenMP outlining; its dump shows them:
     -missed).  */
  gimple_after ("missed", hpc_missed_notes_p, hpc_print_missed, OPTGROUP_LOOP,
		PROP_cfg, "cfg", "-missed"),
  /* Once in SSA form (after outlining): over loops vectorised at -O2,
     then accesses to distinct arrays marked apart (its dump shows the
     dependence cliques: -alias).  */
  gimple_after ("vectorise", hpc_vectorise_wanted, hpc_force_vectorise_overs,
		OPTGROUP_NONE, PROP_ssa | PROP_loops, "ssa", ""),
  gimple_after ("noalias", hpc_noalias_wanted, hpc_mark_apart, OPTGROUP_NONE,
		PROP_ssa, "hpc-vectorise", "-alias"),
};

const unsigned n_stages = ARRAY_SIZE (stages);

/* The stages -fplugin-arg-hpc-dump named, and those whose dump file
   this compilation has started (later functions append to it).  */
bool dump_wanted[n_stages];
bool dump_started[n_stages];

/* Write FNDECL's tree after stage K to DUMPBASE.hpc-NAME.  */
void
dump_stage (unsigned k, tree fndecl)
{
  char *file = concat (dump_base_name, ".hpc-", stages[k].name, NULL);
  FILE *f = fopen (file, dump_started[k] ? "a" : "w");
  if (!f)
    error ("could not open dump file %qs: %m", file);
  else
    {
      dump_started[k] = true;
      fprintf (f, "\n;; Function %s\n;; after stage %s "
	       "(-fplugin-arg-hpc-dump=%s)\n\n",
	       lang_hooks.decl_printable_name (fndecl, 2), stages[k].name,
	       stages[k].name);
      print_c_tree (f, DECL_SAVED_TREE (fndecl));
      fprintf (f, "\n");
      if (stages[k].dump_decisions)
	stages[k].dump_decisions (f, fndecl);
      fclose (f);
    }
  free (file);
}

/* PLUGIN_PRE_GENERICIZE: the GENERIC stages on one function, in a
   context of its own that their tables die with (hpc-context.h).  */
void
run_generic_stages (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  hpc_function_context context (fndecl);
  for (unsigned k = 0; k < n_stages; k++)
    if (stages[k].execute && stages[k].gate (fndecl))
      {
	stages[k].execute (fndecl);
	if (dump_wanted[k])
	  dump_stage (k, fndecl);
      }
}

/* The pass of a GIMPLE stage: its functions.  */
struct stage_pass : gimple_opt_pass
{
  const stage &s;
  stage_pass (const pass_data &data, const stage &s)
    : gimple_opt_pass (data, g), s (s)
  {
  }
  bool gate (function *fun) final override { return s.pass_gate (fun); }
  unsigned int execute (function *fun) final override
  {
    return s.pass_execute (fun);
  }
};

/* Register the GIMPLE pass of stage K, and turn its dump on where
   wanted.  */
void
register_gimple_pass (const char *plugin_name, unsigned k)
{
  const stage &s = stages[k];
  /* The pass keeps its name, "hpc-NAME", for good.  */
  pass_data data = { GIMPLE_PASS, concat ("hpc-", s.name, NULL), s.optgroup,
		     TV_NONE, s.properties, 0, 0, 0, 0 };
  register_pass_info info = { new stage_pass (data, s), s.reference, 1,
			      s.position };
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  if (!dump_wanted[k])
    return;
  char *swtch = concat ("tree-", info.pass->name, s.dump_flags, NULL);
  g->get_dumps ()->dump_switch_p (swtch);
  free (swtch);
}

/* The stages' names in order, for an error message.  */
char *
stage_names (void)
{
  char *names = xstrdup (stages[0].name);
  for (unsigned k = 1; k < n_stages; k++)
    names = reconcat (names, names, ", ", stages[k].name, NULL);
  return names;
}

/* Mark the dump of stage NAME (or of every stage: all) wanted.  */
bool
want_dump (const char *plugin_name, const char *name)
{
  bool all = !strcmp (name, "all");
  bool found = all;
  for (unsigned k = 0; k < n_stages; k++)
    if (all || !strcmp (name, stages[k].name))
      found = dump_wanted[k] = true;
  if (!found)
    {
      char *names = stage_names ();
      error ("unknown stage %qs in %<-fplugin-arg-%s-dump%>; the stages, "
	     "in order, are %s (or %<all%>)", name, plugin_name, names);
      free (names);
    }
  return found;
}

} // anon namespace

bool
hpc_pipeline_dump_option (const char *plugin_name, const char *value)
{
  if (!value || !*value)
    {
      char *names = stage_names ();
      error ("%<-fplugin-arg-%s-dump%> needs the stages to dump: "
	     "%<-fplugin-arg-%s-dump=STAGE[,STAGE...]%> or %<=all%>; the "
	     "stages, in order, are %s", plugin_name, plugin_name, names);
      free (names);
      return false;
    }
  char *list = xstrdup (value);
  bool ok = true;
  for (char *name = strtok (list, ","); name; name = strtok (NULL, ","))
    ok &= want_dump (plugin_name, name);
  free (list);
  return ok;
}

void
hpc_pipeline_register (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PRE_GENERICIZE, run_generic_stages,
		     NULL);
  for (unsigned k = 0; k < n_stages; k++)
    if (stages[k].pass_execute)
      register_gimple_pass (plugin_name, k);
}
