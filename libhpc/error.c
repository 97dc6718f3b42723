/* error.c - fatal errors and warnings: one "libhpc:" line, then the job ends.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Set once the job is being torn down by hpc__fatal or hpc_abort, so that
   the exit handler does not try an orderly MPI_Finalize on the way out.  */
volatile int hpc__aborting;
/* A duplicate of the world used only to agree that every process is
   ending on an error (see all_processes_failed).  */
MPI_Comm hpc__fatal_comm = MPI_COMM_NULL;

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

/* Whether the launcher ends the whole job by itself when one process exits
   with a failure status: Open MPI's mpirun does unless told not to
   (orte_abort_on_non_zero_status), so an exit there needs no MPI_Abort and
   none of its banner.  */
static int
launcher_ends_job_on_failure (void)
{
  if (getenv ("OMPI_COMM_WORLD_SIZE") == NULL)
    return 0;
  const char *abort_on_failure
    = getenv ("OMPI_MCA_orte_abort_on_non_zero_status");
  return abort_on_failure == NULL || strcmp (abort_on_failure, "0") != 0;
}

/* Whether every process of the job reached hpc__fatal within a couple of
   seconds, i.e. all of them detected the error and none is left waiting
   for the others.  Asked on hpc__fatal_comm, which only this agreement
   uses, so that it cannot match a collective the program is in.  Only the
   main thread may call MPI (MPI_THREAD_FUNNELED).  */
static int
all_processes_failed (void)
{
  if (hpc__fatal_comm == MPI_COMM_NULL || syscall (SYS_gettid) != getpid ())
    return 0;
  MPI_Request all_here;
  if (MPI_Ibarrier (hpc__fatal_comm, &all_here) != MPI_SUCCESS)
    return 0;
  double give_up = MPI_Wtime () + 2.0;
  int done = 0;
  while (!done && MPI_Wtime () < give_up)
    {
      MPI_Test (&all_here, &done, MPI_STATUS_IGNORE);
      if (!done)
        usleep (1000);
    }
  return done;
}

/* End the whole job with status CODE, as cleanly as the launcher allows:
   a plain exit where this process is alone or the launcher ends the others
   on a failure status; MPI_Finalize and exit where every process detected
   the error; MPI_Abort (and the launcher's abort banner) only where some
   process cannot know and would otherwise wait for ever.  */
static void __attribute__ ((noreturn))
end_job (int code)
{
  hpc__aborting = 1;
  /* Let what the program printed before the error reach the user.  */
  fflush (stdout);
  fflush (stderr);
  if (!mpi_is_up () || hpc__world_size <= 1
      || launcher_ends_job_on_failure ())
    _exit (code);
  if (all_processes_failed ())
    {
      PMPI_Finalize ();
      _exit (code);
    }
  MPI_Abort (hpc__world != MPI_COMM_NULL ? hpc__world : MPI_COMM_WORLD,
             code);
  /* MPI_Abort does not return; if a broken MPI returns, still end with a
     failure status.  */
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
