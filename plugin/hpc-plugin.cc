/* hpc-plugin.cc - entry point of the HPC GCC plugin.

   The plugin adds HPJava's distributed arrays and the on / at / over
   constructs to C.  This file checks the GCC it is loaded into, parses the
   plugin's options and registers its callbacks:
     - preprocessor set-up: define __HPC__, force-include hpc.h, and the
       token layer for on / at / over / distributed (keywords.cc);
     - the distributed-array attribute (arrays.cc);
     - the stages run on each function, checks, lowering and GIMPLE
       passes, in the order of pipeline.cc's table.

   Options (-fplugin-arg-hpc-NAME):
     help                print the options and go on
     no-include          do not force-include hpc.h (the program includes it)
     no-short-keywords   only __hpc_on, __hpc_at, __hpc_over and
                         __hpc_distributed are keywords
     no-warnings         silence the plugin's own warnings
     check               check mode: costlier run-time checks (reads of
                         ghosts past the global edges that were never
                         given values; collectives called in different
                         orders on different processes)
     no-layout           store every local block row-major (layout.cc)
     no-touch            no row touches ahead of inner overs (touch.cc)
     no-noalias          no dependence cliques marking distinct arrays as
                         apart (noalias.cc)
     no-alternate        striped overs take their stripes in the same
                         order every run (lower.cc)
     no-blend            stride-2 inner overs stay scalar loops (blend.cc)
     no-fuse             the two colour sweeps of a red-black loop, and a
                         sweep and the update of the array it read, stay
                         two passes over the arrays (fuse.cc)

   Debugging: -fdump-tree-original shows the C front end's trees.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "plugin-version.h"

int plugin_is_GPL_compatible;

hpc_options hpc_opts = { true, true, true, false, true, true, true, true,
			  true, true };

static const char hpc_help[] =
  "HPC: HPJava-style distributed arrays for C.  Options:\n"
  "  -fplugin-arg-hpc-help        print this help\n"
  "  -fplugin-arg-hpc-no-include  do not force-include hpc.h\n"
  "  -fplugin-arg-hpc-no-short-keywords\n"
  "                               only __hpc_on, __hpc_at, __hpc_over and\n"
  "                               __hpc_distributed are keywords\n"
  "  -fplugin-arg-hpc-no-warnings silence the plugin's own warnings\n"
  "  -fplugin-arg-hpc-check       check mode: costlier run-time checks\n"
  "  -fplugin-arg-hpc-no-layout   store every local block row-major (no\n"
  "                               sequential dimension moved innermost)\n"
  "  -fplugin-arg-hpc-no-touch    do not touch the rows an inner over is\n"
  "                               about to stream before it runs\n"
  "  -fplugin-arg-hpc-no-noalias  do not tell GCC that distinct distributed\n"
  "                               arrays never overlap\n"
  "  -fplugin-arg-hpc-no-alternate\n"
  "                               run a triangular over's stripes in one\n"
  "                               order every time, not alternately back\n"
  "  -fplugin-arg-hpc-no-blend    compile stride-2 inner overs as scalar\n"
  "                               loops, not vectors blended into the row\n"
  "  -fplugin-arg-hpc-no-fuse     keep the two colour sweeps of a red-black\n"
  "                               loop, and a sweep and the update of the\n"
  "                               array it read, two passes\n"
  "  -fplugin-arg-hpc-dump=STAGE[,STAGE...]\n"
  "                               write each function's tree after each\n"
  "                               named stage (or all) to a dump file\n"
  "                               beside -fdump-tree-original's\n";

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
      else if (!strcmp (key, "no-short-keywords"))
	hpc_opts.short_keywords = false;
      else if (!strcmp (key, "no-warnings"))
	hpc_opts.warnings = false;
      else if (!strcmp (key, "check"))
	hpc_opts.check = true;
      else if (!strcmp (key, "no-layout"))
	hpc_opts.layout = false;
      else if (!strcmp (key, "no-touch"))
	hpc_opts.touch = false;
      else if (!strcmp (key, "no-noalias"))
	hpc_opts.noalias = false;
      else if (!strcmp (key, "no-alternate"))
	hpc_opts.alternate = false;
      else if (!strcmp (key, "no-blend"))
	hpc_opts.blend = false;
      else if (!strcmp (key, "no-fuse"))
	hpc_opts.fuse = false;
      else if (!strcmp (key, "dump"))
	ok &= hpc_pipeline_dump_option (info->base_name, info->argv[k].value);
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

static void (*prev_file_change) (cpp_reader *, const line_map_ordinary *);

/* Push hpc.h where GCC pushes -include files: once the command line is
   done and the preprocessor renames the current file to the main file,
   so that hpc.h is included from the main file's first line and
   diagnostics name it.  */
static void
include_hpc_h (cpp_reader *pfile, const line_map_ordinary *map)
{
  if (prev_file_change)
    prev_file_change (pfile, map);
  static bool done;
  if (done || !map || map->reason != LC_RENAME || !MAIN_FILE_P (map)
      || strcmp (ORDINARY_MAP_FILE_NAME (map), main_input_filename))
    return;
  done = true;
  cpp_push_include (pfile, "hpc.h");
}

/* PLUGIN_PRAGMAS runs once the preprocessor is set up, also under -E:
   the token layer, __HPC__, and hpc.h.  */
static void
setup_preprocessor (void *, void *)
{
  hpc_keywords_init ();
  if (input_preprocessed_p ())
    return;
  cpp_define (parse_in, "__HPC__=1");
  if (hpc_opts.check)
    cpp_define (parse_in, "__HPC_CHECK__=1");
  if (hpc_opts.force_include)
    {
      cpp_callbacks *cb = cpp_get_callbacks (parse_in);
      prev_file_change = cb->file_change;
      cb->file_change = include_hpc_h;
    }
}

static void
register_attributes (void *, void *)
{
  hpc_register_attributes ();
}

static void
finish_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (decl && VAR_P (decl))
    hpc_finish_distributed_decl (decl);
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
  /* The __hpc_dist__ attribute of distributed arrays.  */
  register_callback (info->base_name, PLUGIN_ATTRIBUTES, register_attributes,
		     NULL);
  /* A distributed array at file scope is an error.  */
  register_callback (info->base_name, PLUGIN_FINISH_DECL, finish_decl, NULL);
  /* Checks and lowering of each function, then the GIMPLE passes.  */
  hpc_pipeline_register (info->base_name);
  return 0;
}
