/* compat.h - every GCC-version difference the plugin meets lives here, so
   the passes call one modern spelling.  The plugin is built and tested
   against GCC 12; an entry names the versions it covers.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_COMPAT_H
#define HPC_COMPAT_H 1

/* GCC's headers must come in this order: c-common.h before diagnostic.h,
   stringpool.h before attribs.h.  */
#include "gcc-plugin.h"
#include "tree.h"
#include "stringpool.h"
#include "attribs.h"
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "diagnostic.h"

#include "bversion.h"
#if BUILDING_GCC_MAJOR < 12
#error "the HPC plugin needs GCC 12 or later"
#endif

/* libcpp's own way to push a list of tokens back into the input (GCC 12
   exports it with C linkage but does not declare it to plugins); the
   token layer needs it to hand its rewritten constructs to libcpp.  */
extern "C" void _cpp_push_token_context (cpp_reader *, cpp_hashnode *,
					 const cpp_token *, unsigned int);

#endif /* HPC_COMPAT_H */
