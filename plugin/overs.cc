/* overs.cc - what the optimisation stages decide about each over, kept
   for the lowering.

   The stages that decide something about an over (hoist.cc, touch.cc,
   reductions.cc) run before the lowering, each walking the function's
   overs as the lowering walks them (hpc_walk_overs), and record their
   decision in the function's table of overs (hpc-context.h), keyed by
   the over's tree; lower.cc reads it (hpc_over_decided) and decides
   nothing itself.  Each of those stages' dumps lists its decisions after
   the function's tree (hpc_dump_over_decisions).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"

namespace {

struct overs_state : hpc_stage_state
{
  hash_map<tree, hpc_over_decision *> table;
  ~overs_state ()
  {
    for (auto entry : table)
      delete entry.second;
  }
};

hash_map<tree, hpc_over_decision *> &
table (void)
{
  return hpc_state<overs_state> (hpc_function ().overs).table;
}

struct walk_ctx
{
  void (*visit) (const hpc_over_site &, void *);
  void *data;
  auto_vec<tree> around;	/* the indices of the overs around */
  int overs_seen;
};

/* walk_tree callback: the overs of *TP, each visited after the overs
   inside it, the constructs' bodies walked as lower.cc walks them.  */
tree
walk_r (tree *tp, int *walk_subtrees, void *data)
{
  walk_ctx *w = (walk_ctx *) data;
  tree var = NULL_TREE;
  hpc_construct k = hpc_classify (*tp, &var);
  if (k == HPC_NOT_CONSTRUCT)
    return NULL_TREE;
  tree t = *tp;
  *walk_subtrees = 0;
  if (k != HPC_OVER)
    {
      walk_tree (&FOR_BODY (t), walk_r, w, NULL);
      return NULL_TREE;
    }
  int seen = w->overs_seen;
  w->around.safe_push (var);
  walk_tree (&FOR_BODY (t), walk_r, w, NULL);
  w->around.pop ();
  hpc_over_site site = { t, var, &w->around, w->overs_seen == seen };
  w->overs_seen++;
  w->visit (site, w->data);
  return NULL_TREE;
}

} // anon namespace

void
hpc_walk_overs (tree fndecl, void (*visit) (const hpc_over_site &, void *),
		void *data)
{
  walk_ctx w;
  w.visit = visit;
  w.data = data;
  w.overs_seen = 0;
  walk_tree (&DECL_SAVED_TREE (fndecl), walk_r, &w, NULL);
}

hpc_over_decision &
hpc_decide_over (tree over)
{
  bool existed;
  hpc_over_decision *&d = table ().get_or_insert (over, &existed);
  if (!existed)
    d = new hpc_over_decision;
  return *d;
}

const hpc_over_decision *
hpc_over_decided (tree over)
{
  hpc_over_decision **d = table ().get (over);
  return d ? *d : NULL;
}

namespace {

struct dump_ctx
{
  FILE *f;
  void (*print) (FILE *, const hpc_over_site &, const hpc_over_decision &);
};

void
dump_one (const hpc_over_site &s, void *data)
{
  dump_ctx *c = (dump_ctx *) data;
  const hpc_over_decision *d = hpc_over_decided (s.over);
  if (!d)
    return;
  expanded_location where = expand_location (EXPR_LOCATION (s.over));
  fprintf (c->f, ";;   line %d: over %s: ", where.line,
	   hpc_decl_name (s.var, "?"));
  c->print (c->f, s, *d);
  fprintf (c->f, "\n");
}

} // anon namespace

void
hpc_dump_over_decisions (FILE *f, tree fndecl, const char *what,
			 void (*print) (FILE *, const hpc_over_site &,
					const hpc_over_decision &))
{
  fprintf (f, ";; %s, innermost over first:\n", what);
  dump_ctx c = { f, print };
  hpc_walk_overs (fndecl, dump_one, &c);
}
