/* missed.cc - the optimisations' reasons for declining, as GCC's
   missed-optimisation notes.

   The optimisations run in the GENERIC stages (PRE_GENERICIZE), before
   any pass, where GCC's dump machinery is not set up: -fopt-info's
   streams are opened for a pass while it runs, and only for passes of
   the groups asked for.  So an optimisation that declines records its
   reason with hpc_missed, and the pass below, a GIMPLE pass of the
   loop group run on each function right after its CFG is built (before
   OpenMP outlining, so still under the declaration the lowering saw),
   prints the function's reasons with dump_printf_loc:

     file.c:12:7: missed: not fused: the loop writes U at [i][j + 1], ...

   with -fopt-info-missed (or -fopt-info-loop-missed; -fopt-info-missed=F
   writes them to F).  Without it nothing is printed, and the records
   are dropped.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "gimple.h"
#include "function.h"
#include "dumpfile.h"

namespace {

/* One reason: where, and what it says.  */
struct missed_note
{
  location_t loc;
  char *text;
};

/* The notes of each function not yet printed, by its declaration: the
   translation unit's (hpc-context.h), as the pass prints a function's
   after the GENERIC stages of later functions have run.  */
struct missed_state : hpc_stage_state
{
  hash_map<tree, vec<missed_note> > notes;
};

hash_map<tree, vec<missed_note> > &
notes (void)
{
  return hpc_state<missed_state> (hpc_unit ().missed).notes;
}

} // anon namespace

void
hpc_missed (location_t loc, const char *fmt, ...)
{
  if (!optimize)
    return;
  va_list ap;
  va_start (ap, fmt);
  missed_note n = { loc, xvasprintf (fmt, ap) };
  va_end (ap);
  bool existed;
  vec<missed_note> &v = notes ().get_or_insert (current_function_decl,
						&existed);
  if (!existed)
    v = vNULL;
  /* The copies of a loop (versions, fused passes, the loops as written
     beside them) decline alike: one note each.  */
  for (const missed_note &m : v)
    if (m.loc == n.loc && !strcmp (m.text, n.text))
      {
	free (n.text);
	return;
      }
  v.safe_push (n);
}

bool
hpc_missed_notes_p (function *fun)
{
  return notes ().get (fun->decl);
}

unsigned int
hpc_print_missed (function *fun)
{
  vec<missed_note> *v = notes ().get (fun->decl);
  for (missed_note &n : *v)
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			 dump_user_location_t::from_location_t (n.loc),
			 "%s\n", n.text);
      free (n.text);
    }
  v->release ();
  notes ().remove (fun->decl);
  return 0;
}
