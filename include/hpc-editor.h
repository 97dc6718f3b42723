/* hpc-editor.h - HPC's constructs as plain C, for C tooling other than
   GCC with the plugin (clangd, clang-tidy, IDEs' indexers): included
   first (-include hpc-editor.h), it lets such a parser read an HPC
   source with hpc.h's declarations, find every name and check most of
   the code, where it would otherwise stop at the first construct.

   The mapping only has to parse; it means nothing at run time:
     distributed T a[x][n]    T a[x][n]: a variable-length array, Range
                              being an integer here
     on (p) S                 if (p is evaluated) S
     at (l = x[k]) S          for (Location l = x[k], once...) S
     over (i = x) S           for (Index i = x, once...) S
     hpc_remap (b[[k :]], ...) and the other calls that take sections:
                              a value of the call's type, the arguments
                              unread (so unchecked)
   What C cannot express stays an error to such a parser:
     triplets                 over (i = x | lo : hi : st) and | :
     parameters               distributed T a[Range x][int n]
     handles                  distributed T p[Range][int]
     at's location            x[k], subscripting a range
   (README, "Editors and other C tooling").

   GCC with the plugin (__HPC__ defined) reads HPC itself and takes only
   hpc.h from here, so build lines may include this header too; GCC
   without the plugin refuses it.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_EDITOR_H
#define HPC_EDITOR_H 1

#ifndef __HPC__
#if defined __GNUC__ && !defined __clang__
/* GCC would compile the mapping into a program that runs each construct
   once, on every process.  */
#error "hpc-editor.h is for editors: compile HPC programs with hpcc (or gcc -fplugin=hpc.so)"
#endif
#define HPC_EDITOR 1
#endif

#include "hpc.h"

#ifdef HPC_EDITOR

#define __hpc_distributed
#define distributed __hpc_distributed

/* at and over declare the name they bind in a for of their own that
   runs S once, so that S may be any statement.  */
#define __hpc_on(group) if ((void) (group), 1)
#define on(group) __hpc_on (group)
#define __hpc_at(binding)                                                  \
  for (Location binding, hpc_editor_once_ = 1; hpc_editor_once_;          \
       hpc_editor_once_ = 0)
#define at(binding) __hpc_at (binding)
#define __hpc_over(binding)                                                \
  for (Index binding, hpc_editor_once_ = 1; hpc_editor_once_;             \
       hpc_editor_once_ = 0)
#define over(binding) __hpc_over (binding)

/* The calls that take sections, a[[lo : hi]], which C cannot parse:
   their arguments are not read at all, and the call is a value of its
   result type.  Generic calls (hpc_sum (u)) pick their typed call as
   with GCC and are checked.  */
#define HPC_EDITOR_UNCHECKED(type) ((type) 0)
#define hpc_remap(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_copy(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_shift(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_cshift(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_gather(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_scatter(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_bcast_elem(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_reduce(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_reduce_halo(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_reduce_halo_mode(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_halo_mode(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_halo_begin_mode(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_halo_end(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_npy(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_read_npy(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_describe(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_prefix_sum_float(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_prefix_sum_double(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_prefix_sum_int(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_prefix_sum_long(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_png_float(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_png_double(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_write_owner_png(...) HPC_EDITOR_UNCHECKED (void)
#define hpc_any_true(...) HPC_EDITOR_UNCHECKED (int)
#define hpc_all_true(...) HPC_EDITOR_UNCHECKED (int)
#define hpc_sum_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_sum_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_prod_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_prod_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_max_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_max_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_min_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_min_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_maxloc_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_maxloc_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_minloc_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_minloc_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_dot_float(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_dot_double(...) HPC_EDITOR_UNCHECKED (double)
#define hpc_sum_int(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_sum_long(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_prod_int(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_prod_long(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_max_int(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_max_long(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_min_int(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_min_long(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_maxloc_int(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_maxloc_long(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_minloc_int(...) HPC_EDITOR_UNCHECKED (long)
#define hpc_minloc_long(...) HPC_EDITOR_UNCHECKED (long)
#undef hpc_section
#define hpc_section(...) (*(struct hpc_section *) 0)

#endif /* HPC_EDITOR */
#endif /* HPC_EDITOR_H */
