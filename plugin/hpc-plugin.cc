/* hpc-plugin.cc - entry point of the HPC GCC plugin.

   The plugin adds HPJava's distributed arrays and the on / at / over
   constructs to C.  This file checks the GCC it is loaded into, parses the
   plugin's options and registers the callbacks of each stage:
     - preprocessor set-up: define __HPC__, force-include hpc.h;
   (the token layer, the checks and the lowering come with the language).

   Options (-fplugin-arg-hpc-NAME):
     help            print the options and go on
     no-include      do not force-include hpc.h (the program includes it)

   Debugging: -fdump-tree-original shows the C front end's trees.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"

int plugin_is_GPL_compatible;

hpc_options hpc_opts = { true };

static const char hpc_help[] =
  "HPC: HPJava-style distributed arrays for C.  Options:\n"
  "  -fplugin-arg-hpc-help        print this help\n"
  "  -fplugin-arg-hpc-no-include  do not force-include hpc.h\n";

static struct plugin_info hpc_info = { HPC_VERSION, hpc_help };

/* The plugin is tied to the GCC it was built for, but not to the
   configure string, which embeds the distribution's package version and
   so changes with every package update of the same compiler.  */
static bool
same_gcc_p (const plugin_gcc_version *running)
{
  return (!strcmp (running->basever, gcc_version.basever)
	  && !strcmp (running->datestamp, gcc_version.datestamp)
	  && !strcmp (running->devphase, gcc_version.devphase)
	  && !strcmp (running->revision, gcc_version.revision));
}

/* Parse -fplugin-arg-hpc-*; an unknown option is an error.  */
static bool
parse_options (const plugin_name_args *info)
{
  bool ok = true;
  for (int k = 0; k < info->argc; k++)
    {
      const char *key = info->argv[k].key;
      if (!strcmp (key, "help"))
	fputs (hpc_help, stderr);
      else if (!strcmp (key, "no-include"))
	hpc_opts.force_include = false;
      else
	{
	  error ("unknown option %<-fplugin-arg-%s-%s%>; "
		 "%<-fplugin-arg-%s-help%> lists the options",
		 info->base_name, key, info->base_name);
	  ok = false;
	}
    }
  return ok;
}

/* Input already preprocessed (-save-temps, a .i file, the second stage of
   a -fdirectives-only build) has hpc.h and __HPC__ in it already.  */
static bool
input_preprocessed_p (void)
{
  return cpp_get_options (parse_in)->preprocessed;
}

/* PLUGIN_PRAGMAS runs once the preprocessor is set up and the main file
   is open, also under -E: define __HPC__ and push hpc.h, which is then
   read before the first line of the main file.  */
static void
setup_preprocessor (void *, void *)
{
  if (input_preprocessed_p ())
    return;
  cpp_define (parse_in, "__HPC__=1");
  if (hpc_opts.force_include)
    cpp_push_include (parse_in, "hpc.h");
}

int
plugin_init (plugin_name_args *info, plugin_gcc_version *version)
{
  if (!same_gcc_p (version))
    {
      error ("the HPC plugin %qs was built for GCC %s (%s), not this GCC "
	     "%s (%s): rebuild it", info->full_name, gcc_version.basever,
	     gcc_version.datestamp, version->basever, version->datestamp);
      return 1;
    }
  if (!parse_options (info))
    return 1;
  register_callback (info->base_name, PLUGIN_INFO, NULL, &hpc_info);
  /* Define __HPC__ and force-include hpc.h.  */
  register_callback (info->base_name, PLUGIN_PRAGMAS, setup_preprocessor,
		     NULL);
  return 0;
}
