/* vectorise.cc - every over's innermost loop vectorised at -O2 as GCC
   vectorises loops at -O3.

   At -O2 GCC 12 vectorises with its "very cheap" cost model, which
   refuses a loop that needs a run-time alias check, or an epilogue for a
   trip count known only at run time.  The loops of most overs need one
   or both: arrays bound to parameters may be one array, and ranges are
   made at run time.  XcalableMP's Laplace written in HPC ran at 0.66 of
   its sequential C's speed at -O2 for that reason alone.

   lower.cc marks the index variable of each over's innermost loop
   (hpc_mark_over_index); this pass, run on every function right after it
   is put into SSA form (so after OpenMP outlining, whose copies of the
   variable keep the mark), sets force_vectorize on each loop whose
   header carries a marked variable, as `#pragma omp simd' does.  GCC
   then costs that loop with -fsimd-cost-model (unlimited by default)
   instead of -O2's model.

   Sound because the mark asks for the vectoriser, not for independence:
   no safelen is set, so GCC still proves the loop's dependences or checks
   them at run time, and every result is the loop's as written.

   Only where the user left the choice to -O2: not with
   -fno-tree-loop-vectorize, nor with a cost model of the user's or
   -O3's (-fvect-cost-model=), nor at -O0.  A loop GCC's own passes have
   removed (a body that always ends in abort ()) simply is not there to
   mark.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "gimple.h"
#include "function.h"
#include "basic-block.h"
#include "gimple-iterator.h"
#include "ssa.h"
#include "cfgloop.h"
#include "options.h"
#include "dumpfile.h"

namespace {

/* Not an attribute a user can write: the space keeps it out of the
   syntax.  */
const char OVER_INDEX[] = "hpc over index";

/* Whether NAME is an SSA name of a marked over index.  */
bool
over_index_p (tree name)
{
  tree var = SSA_NAME_VAR (name);
  return var && VAR_P (var)
	 && lookup_attribute (OVER_INDEX, DECL_ATTRIBUTES (var));
}

/* Whether LOOP's header steps a marked over index.  */
bool
over_loop_p (class loop *loop)
{
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (over_index_p (gimple_phi_result (gsi.phi ())))
      return true;
  return false;
}

} // anon namespace

void
hpc_mark_over_index (tree var)
{
  if (!lookup_attribute (OVER_INDEX, DECL_ATTRIBUTES (var)))
    DECL_ATTRIBUTES (var) = tree_cons (get_identifier (OVER_INDEX), NULL_TREE,
				       DECL_ATTRIBUTES (var));
}

bool
hpc_over_index_p (tree var)
{
  return VAR_P (var) && lookup_attribute (OVER_INDEX, DECL_ATTRIBUTES (var));
}

bool
hpc_vectorise_wanted (function *fun)
{
  return opt_for_fn (fun->decl, optimize) > 0
	 && opt_for_fn (fun->decl, flag_tree_loop_vectorize)
	 && opt_for_fn (fun->decl, flag_vect_cost_model)
	      == VECT_COST_MODEL_VERY_CHEAP;
}

unsigned int
hpc_force_vectorise_overs (function *fun)
{
  if (!loops_for_fn (fun))
    return 0;
  for (auto loop : loops_list (fun, 0))
    if (over_loop_p (loop))
      {
	loop->force_vectorize = true;
	fun->has_force_vectorize_loops = true;
	if (dump_file)
	  fprintf (dump_file, "loop %d: an over's innermost loop, "
		   "force_vectorize\n", loop->num);
      }
  return 0;
}
