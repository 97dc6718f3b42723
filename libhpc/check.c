/* check.c - check mode's run-time checks of collectives: every process of
   the active group reaches the same collective; when not, the report says
   which call, file and line each process is at (or that it has left main).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int hpc__check_mode;

void
__hpc_enable_checks (void)
{
  hpc__check_mode = 1;
}

/* The file and line of the collective about to be called, noted by hpc.h's
   check-mode wrappers (NULL: not known, e.g. a plain C caller).  */
static const char *call_file;
static int call_line;

void
__hpc_check_at (const char *file, int line)
{
  call_file = file;
  call_line = line;
}

/* A duplicate of the world on which processes waiting in a check tell each
   other where they are.  */
static MPI_Comm where_comm = MPI_COMM_NULL;
enum { WHERE_TAG = 1, WHERE_SIZE = 240 };

void
hpc__check_start (void)
{
  if (hpc__check_mode)
    MPI_Comm_dup (hpc__world, &where_comm);
}

void
hpc__check_stop (void)
{
  if (where_comm != MPI_COMM_NULL)
    MPI_Comm_free (&where_comm);
}

/* "FN at FILE:LINE" for the collective FN about to run, into BUF.  */
static void
describe_call (char *buf, const char *fn)
{
  if (call_file)
    snprintf (buf, WHERE_SIZE, "%s at %s:%d", fn, call_file, call_line);
  else
    snprintf (buf, WHERE_SIZE, "%s", fn);
  call_file = NULL;
}

/* Append "process R is in WHERE" (the first) or "process R in WHERE" for
   each world rank with a known place, and "process R in no libhpc
   collective" for the others, to REPORT.  */
static void
list_places (char *report, size_t size, char (*where)[WHERE_SIZE])
{
  for (int r = 0; r < hpc__world_size; r++)
    {
      size_t len = strlen (report);
      if (len + 1 >= size)
	return;
      const char *place = where[r][0] ? where[r]
	: "no libhpc collective (still computing, or waiting in another "
	  "call)";
      snprintf (report + len, size - len, "%sprocess %d %s%s",
		r ? ", " : "", r, r ? "in " : "is in ", place);
    }
}

/* Take every place told so far into WHERE.  */
static void
take_places (char (*where)[WHERE_SIZE])
{
  int arrived = 1;
  while (arrived)
    {
      MPI_Status st;
      MPI_Iprobe (MPI_ANY_SOURCE, WHERE_TAG, where_comm, &arrived, &st);
      if (arrived)
	MPI_Recv (where[st.MPI_SOURCE], WHERE_SIZE, MPI_CHAR, st.MPI_SOURCE,
		  WHERE_TAG, where_comm, MPI_STATUS_IGNORE);
    }
}

/* Tell every other process that this one waits at HERE.  The sends are
   never completed: the job ends right after.  */
static void
tell_place (const char *here)
{
  static char mine[WHERE_SIZE];
  snprintf (mine, sizeof mine, "%s", here);
  for (int r = 0; r < hpc__world_size; r++)
    if (r != hpc__world_rank)
      {
	MPI_Request ignored;
	MPI_Isend (mine, WHERE_SIZE, MPI_CHAR, r, WHERE_TAG, where_comm,
		   &ignored);
      }
}

/* Wait for REQ, this process being at HERE (FN names the call).  After
   HPC_CHECK_TIMEOUT seconds, or as soon as another waiting process says
   where it is, tell the others where this one is, listen a second, and end
   the job with a report of where every process is.  */
static void
wait_or_report (MPI_Request *req, const char *fn, const char *here)
{
  int limit = hpc__env_int ("HPC_CHECK_TIMEOUT", 60, 1, 86400), done = 0;
  double t0 = MPI_Wtime (), told_at = 0;
  char (*where)[WHERE_SIZE] = NULL;
  while (!done)
    {
      MPI_Test (req, &done, MPI_STATUS_IGNORE);
      if (done || where_comm == MPI_COMM_NULL)
	continue;
      int arrived = 0;
      MPI_Iprobe (MPI_ANY_SOURCE, WHERE_TAG, where_comm, &arrived,
		  MPI_STATUS_IGNORE);
      if (!where && (arrived || MPI_Wtime () - t0 > limit))
	{
	  where = hpc__xcalloc (fn, hpc__world_size * sizeof *where);
	  snprintf (where[hpc__world_rank], WHERE_SIZE, "%s", here);
	  tell_place (here);
	  told_at = MPI_Wtime ();
	}
      if (where)
	take_places (where);
      if (where && MPI_Wtime () - told_at > 1.0)
	{
	  char report[2048];
	  snprintf (report, sizeof report, "check mode: not every process "
		    "of the active group reached this collective within %d s "
		    "(HPC_CHECK_TIMEOUT): ", limit);
	  list_places (report, sizeof report, where);
	  hpc__fatal (fn, "%s", report);
	}
      if (!done)
	usleep (200);
    }
  free (where);
}

/* Check mode: every process of the APG is at the same collective FN.  The
   agreement is a non-blocking reduction of a hash of the call's name and
   place, waited for with a time limit, so that a process that went
   elsewhere is reported, not waited for.  */
void
hpc__check_collective (const char *fn)
{
  char here[WHERE_SIZE];
  describe_call (here, fn);
  Group apg = hpc_apg ();
  if (!apg->member || apg->size == 1)
    return;
  unsigned long h = 5381;
  for (const char *c = fn; *c; c++)
    h = h * 33 + (unsigned char) *c;
  long mine[2] = { (long) (h >> 2), -(long) (h >> 2) }, all[2];
  MPI_Request req;
  MPI_Comm comm = hpc_comm (apg);
  MPI_Iallreduce (mine, all, 2, MPI_LONG, MPI_MIN, comm, &req);
  wait_or_report (&req, fn, here);
  if (all[0] == mine[0] && all[1] == mine[1])
    return;
  /* Every process of the group is here and sees the mismatch: gather
     their places to name them.  */
  char (*place)[WHERE_SIZE] = hpc__xcalloc (fn, apg->size * sizeof *place);
  char (*where)[WHERE_SIZE] = hpc__xcalloc (fn, hpc__world_size
					    * sizeof *where);
  MPI_Allgather (here, WHERE_SIZE, MPI_CHAR, place, WHERE_SIZE, MPI_CHAR,
		 comm);
  for (int r = 0; r < apg->size; r++)
    memcpy (where[apg->world_ranks[r]], place[r], WHERE_SIZE);
  char report[2048];
  snprintf (report, sizeof report, "check mode: the processes of the "
	    "active group called different collectives here: ");
  list_places (report, sizeof report, where);
  hpc__fatal (fn, "%s", report);
}

/* Check mode, as a process leaves main (exit or MPI_Finalize): every
   process must be leaving; one still waiting in a collective is reported
   with this one's place.  */
void
hpc__check_exit (const char *how)
{
  if (!hpc__check_mode || where_comm == MPI_COMM_NULL
      || hpc__world_size == 1)
    return;
  MPI_Request req;
  MPI_Ibarrier (where_comm, &req);
  wait_or_report (&req, how, how);
}
