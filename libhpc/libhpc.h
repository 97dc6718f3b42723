/* libhpc.h - internal declarations of libhpc, grouped by source file.
   Everything here has hidden visibility: only hpc.h and hpc_abi.h names
   are exported.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef LIBHPC_H
#define LIBHPC_H 1

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#include "hpc.h"
#include <stdarg.h>

#define HPC_HIDDEN __attribute__ ((visibility ("hidden")))

#pragma GCC visibility push(hidden)

/* ---------------------------------------------------------- error.c */

/* Print "libhpc: FN: <message>" naming the process, then end the whole
   job (MPI_Abort when MPI is up, exit otherwise) with a non-zero status.  */
void hpc__fatal (const char *fn, const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 2, 3)));
/* Print "libhpc: warning: <message>" and go on.  */
void hpc__warning (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

/* ---------------------------------------------------------- env.c */

/* Start libhpc (and MPI if needed) on first use; cheap after that.  FN
   names the public call for messages.  */
void hpc__ensure_started (const char *fn);
/* The library's private duplicate of MPI_COMM_WORLD.  */
extern MPI_Comm hpc__world;
extern int hpc__world_rank, hpc__world_size;

/* @GROUP-INTERNAL@ */

/* @RANGE-INTERNAL@ */

/* @ARRAY-INTERNAL@ */

#pragma GCC visibility pop

#endif /* LIBHPC_H */
