/* error.c - fatal errors and warnings: one "libhpc:" line, then the job ends.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Set once the job is being torn down by hpc__fatal or hpc_abort, so that
   the exit handler does not try an orderly MPI_Finalize on the way out.  */
volatile int hpc__aborting;

/* Whether MPI can still be called (initialised and not finalised).  */
static int
mpi_is_up (void)
{
  int init = 0, fini = 0;
  MPI_Initialized (&init);
  if (init)
    MPI_Finalized (&fini);
  return init && !fini;
}

/* Append " (process R of N)" to BUF when this process's rank is known.
   Before libhpc has its own communicator the world's rank is asked for
   directly: this is the one place allowed to name MPI_COMM_WORLD, since the
   error may come from start-up itself.  */
static void
append_process (char *buf, size_t size)
{
  int rank = hpc__world_rank, nprocs = hpc__world_size;
  if (nprocs <= 0 && mpi_is_up ())
    {
      MPI_Comm_rank (MPI_COMM_WORLD, &rank);
      MPI_Comm_size (MPI_COMM_WORLD, &nprocs);
    }
  size_t len = strlen (buf);
  if (nprocs > 0 && len < size)
    snprintf (buf + len, size - len, " (process %d of %d)", rank, nprocs);
}

/* Write BUF plus a newline to stderr in one write, so that lines from
   several processes (or threads) do not interleave.  */
static void
emit_line (char *buf, size_t size)
{
  size_t len = strlen (buf);
  if (len + 1 >= size)
    len = size - 2;
  buf[len++] = '\n';
  buf[len] = '\0';
  ssize_t ignored = write (STDERR_FILENO, buf, len);
  (void) ignored;
}

/* End the whole job with status CODE: MPI_Abort while MPI is up (kills the
   other processes too, so nobody hangs in a collective), exit otherwise.  */
static void __attribute__ ((noreturn))
end_job (int code)
{
  hpc__aborting = 1;
  /* Let what the program printed before the error reach the user.  */
  fflush (stdout);
  if (mpi_is_up ())
    MPI_Abort (hpc__world != MPI_COMM_NULL ? hpc__world : MPI_COMM_WORLD,
               code);
  /* MPI_Abort does not return; if MPI is down, or a broken MPI returns,
     still end with a failure status.  */
  _exit (code);
}

void
hpc__fatal (const char *fn, const char *fmt, ...)
{
  static volatile int in_fatal;
  char buf[1024];

  /* An error while reporting an error (or on a second thread at the same
     time): the first report wins.  */
  if (__atomic_exchange_n (&in_fatal, 1, __ATOMIC_SEQ_CST))
    {
      sleep (5);
      _exit (1);
    }
  int len = snprintf (buf, sizeof buf - 2, "libhpc: %s: ", fn ? fn : "?");
  va_list ap;
  va_start (ap, fmt);
  if (len > 0 && (size_t) len < sizeof buf - 2)
    vsnprintf (buf + len, sizeof buf - 2 - len, fmt, ap);
  va_end (ap);
  append_process (buf, sizeof buf - 2);
  emit_line (buf, sizeof buf);
  end_job (1);
}

/* Print "libhpc: PREFIX<message> (process R of N)" and go on.  */
static void
vreport (const char *prefix, const char *fmt, va_list ap)
{
  char buf[1024];
  int len = snprintf (buf, sizeof buf - 2, "libhpc: %s", prefix);
  vsnprintf (buf + len, sizeof buf - 2 - len, fmt, ap);
  append_process (buf, sizeof buf - 2);
  emit_line (buf, sizeof buf);
}

void
hpc__warning (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vreport ("warning: ", fmt, ap);
  va_end (ap);
}

void
hpc__note (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vreport ("", fmt, ap);
  va_end (ap);
}

void
hpc_abort (int code, const char *msg)
{
  char buf[1024];
  snprintf (buf, sizeof buf - 2, "libhpc: %s", msg ? msg : "hpc_abort");
  append_process (buf, sizeof buf - 2);
  emit_line (buf, sizeof buf);
  end_job (code);
}

void *
hpc__xcalloc (const char *fn, size_t n)
{
  void *p = calloc (1, n ? n : 1);
  if (!p)
    hpc__fatal (fn, "out of memory (%zu bytes)", n);
  return p;
}
