/* hpc-plugin.h - declarations shared by the stages of the HPC plugin.
   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_PLUGIN_H
#define HPC_PLUGIN_H 1

#include "compat.h"

/* Options given with -fplugin-arg-hpc-NAME[=VALUE].  */
struct hpc_options
{
  bool force_include;		/* push hpc.h before the main file */
};
extern hpc_options hpc_opts;

#endif /* HPC_PLUGIN_H */
