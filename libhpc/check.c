/* check.c - check mode's run-time checks of collectives: every process of
   the active group reaches the same collective; when not, the report says
   which call, file and line each process is at (or that it has left main).

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "libhpc.h"
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
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

static void compare_group (Group apg);
static long tracked_arrays (Group apg);

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
  /* With the call, the number of arrays of the group whose ghosts are
     tracked: compared only where every process has the same.  */
  long n = tracked_arrays (apg);
  long mine[4] = { (long) (h >> 2), -(long) (h >> 2), n, -n }, all[4];
  MPI_Request req;
  MPI_Comm comm = hpc_comm (apg);
  MPI_Iallreduce (mine, all, 4, MPI_LONG, MPI_MIN, comm, &req);
  wait_or_report (&req, fn, here);
  if (all[0] == mine[0] && all[1] == mine[1])
    {
      if (all[2] == -all[3])
	compare_group (apg);
      return;
    }
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

/* ------------------------------------------------------------ stale ghosts */

/* Check mode keeps, for each distributed array with ghosts, the writes to
   the elements this process owns that lie in a neighbour's ghost region,
   and the reads of its own ghost cells, since the array's last exchange.
   Each is stamped with the phase it happened in: top-level over loops
   count two phases (their body, and what follows them), so a write and a
   read in one over are concurrent, never stale.  Where two neighbours
   have run the same number of phases (the same top-level overs), a read
   of a ghost cell in a later phase than its owner's write of the element
   is a stale read: reported at the array's next exchange or at the next
   collective of its group, where every process of the group is known to
   be (a process may leave the array's scope while another waits in a
   collective, so its end is no such place).  */

int hpc__check_phase;

/* LOCAL_COPY: a read slot of a ghost this process wrote itself (an over
   of hpc_expand computing the ghost layer) before reading it since the
   last exchange: its reads see that value, not an old copy.  */
enum { NEVER_WRITTEN = INT_MAX, NEVER_READ = -1, LOCAL_COPY = -2 };

/* One dimension of a tracked array, in global indices: this process owns
   FIRST .. FIRST + COUNT - 1; ghosts GLO below and GHI above.  */
struct ghost_dim
{
  int tracked;			/* contiguous, and every block >= widths */
  long first, count;
  int glo, ghi;
  int *w_low;			/* GHI: FIRST + k, the lower neighbour's ghosts */
  int *w_high;			/* GLO: FIRST + COUNT - GLO + k, the upper's */
  int *r_low;			/* GLO: ghost FIRST - GLO + k */
  int *r_high;			/* GHI: ghost FIRST + COUNT + k */
  const char **r_low_where, **r_high_where;
  int offset;			/* of W_LOW in the exchanged record */
};

struct ghost_track
{
  const struct hpc_array *a;
  struct ghost_dim dim[HPC_MAX_DIMS];
  int len;			/* ints in the exchanged record */
  struct ghost_track *next;
};

static struct ghost_track *tracks, **tracks_end = &tracks;
static pthread_mutex_t track_lock = PTHREAD_MUTEX_INITIALIZER;

/* Whether every block of contiguous range R holds at least its ghost
   widths, so that a ghost cell's owner is the neighbour.  */
static int
blocks_cover_ghosts (Range r)
{
  if (r->parent || !r->cuts
      || (r->kind != HPC_RANGE_BLOCK && r->kind != HPC_RANGE_CUTS))
    return 0;
  int need = r->ghost_lo > r->ghost_hi ? r->ghost_lo : r->ghost_hi;
  for (int c = 0; c < r->nprocs; c++)
    if (r->cuts[c + 1] - r->cuts[c] < need)
      return 0;
  return 1;
}

static int *
filled (const char *fn, int n, int value)
{
  int *v = hpc__xcalloc (fn, (n ? n : 1) * sizeof *v);
  for (int k = 0; k < n; k++)
    v[k] = value;
  return v;
}

static void
track_reset (struct ghost_track *t)
{
  for (int d = 0; d < t->a->rank; d++)
    {
      struct ghost_dim *g = &t->dim[d];
      for (int k = 0; k < g->ghi; k++)
	g->w_low[k] = NEVER_WRITTEN, g->r_high[k] = NEVER_READ;
      for (int k = 0; k < g->glo; k++)
	g->w_high[k] = NEVER_WRITTEN, g->r_low[k] = NEVER_READ;
    }
}

void
hpc__check_track (const struct hpc_array *a)
{
  /* Arrays made inside over bodies live on one thread of one process:
     there is nothing to compare them with.  */
  if (!hpc__check_mode || hpc__in_over ())
    return;
  int ghosts = 0;
  for (int d = 0; d < a->rank; d++)
    ghosts |= a->range[d] && (a->range[d]->ghost_lo || a->range[d]->ghost_hi);
  if (!ghosts)
    return;
  struct ghost_track *t = hpc__xcalloc ("check", sizeof *t);
  t->a = a;
  t->len = 1;
  for (int d = 0; d < a->rank; d++)
    {
      Range r = a->range[d];
      struct ghost_dim *g = &t->dim[d];
      if (!r)
	continue;
      g->glo = r->ghost_lo;
      g->ghi = r->ghost_hi;
      g->tracked = r->coord >= 0 && blocks_cover_ghosts (r);
      g->first = r->coord >= 0 && r->cuts ? r->cuts[r->coord] : 0;
      g->count = r->count;
      g->offset = t->len;
      t->len += g->glo + g->ghi;
      g->w_low = filled ("check", g->ghi, NEVER_WRITTEN);
      g->w_high = filled ("check", g->glo, NEVER_WRITTEN);
      g->r_low = filled ("check", g->glo, NEVER_READ);
      g->r_high = filled ("check", g->ghi, NEVER_READ);
      g->r_low_where = hpc__xcalloc ("check", (g->glo + 1) * sizeof (char *));
      g->r_high_where = hpc__xcalloc ("check", (g->ghi + 1) * sizeof (char *));
    }
  pthread_mutex_lock (&track_lock);
  *tracks_end = t;
  tracks_end = &t->next;
  ((struct hpc_array *) a)->check_ghosts = t;
  pthread_mutex_unlock (&track_lock);
}

/* Keep the earliest write (WRITE) or the latest read of a slot (none of
   a LOCAL_COPY).  */
static void
stamp (int *slot, const char **where_slot, int write, const char *where)
{
  int phase = hpc__check_phase;
  int old = __atomic_load_n (slot, __ATOMIC_RELAXED);
  if (write ? old <= phase : old >= phase || old == LOCAL_COPY)
    return;
  pthread_mutex_lock (&track_lock);
  if (write ? *slot > phase : *slot < phase && *slot != LOCAL_COPY)
    {
      *slot = phase;
      if (where_slot)
	*where_slot = where;
    }
  pthread_mutex_unlock (&track_lock);
}

/* A write of a ghost cell, before any read of it since the exchange: its
   later reads see this process's own value (LOCAL_COPY).  */
static void
local_copy (int *slot)
{
  if (__atomic_load_n (slot, __ATOMIC_RELAXED) != NEVER_READ)
    return;
  pthread_mutex_lock (&track_lock);
  if (*slot == NEVER_READ)
    *slot = LOCAL_COPY;
  pthread_mutex_unlock (&track_lock);
}

void
hpc__check_ghost_access (const struct hpc_array *a, int d, long i,
			 int write, const char *where)
{
  struct ghost_track *t = a->check_ghosts;
  if (!t || !t->dim[d].tracked)
    return;
  struct ghost_dim *g = &t->dim[d];
  long end = g->first + g->count;
  if (write)
    {
      if (i >= g->first && i < g->first + g->ghi)
	stamp (&g->w_low[i - g->first], NULL, 1, where);
      if (i >= end - g->glo && i < end)
	stamp (&g->w_high[i - (end - g->glo)], NULL, 1, where);
      if (i >= g->first - g->glo && i < g->first)
	local_copy (&g->r_low[i - (g->first - g->glo)]);
      else if (i >= end && i < end + g->ghi)
	local_copy (&g->r_high[i - end]);
    }
  else if (i >= g->first - g->glo && i < g->first)
    stamp (&g->r_low[i - (g->first - g->glo)],
	   &g->r_low_where[i - (g->first - g->glo)], 0, where);
  else if (i >= end && i < end + g->ghi)
    stamp (&g->r_high[i - end], &g->r_high_where[i - end], 0, where);
}

/* The rank in A's group of the neighbour one step (STEP = -1 or 1) along
   grid dimension DIM of grid GRID, or -1.  */
static int
neighbour (Group group, Group grid, int dim, int step)
{
  int mine[HPC_MAX_DIMS], theirs[HPC_MAX_DIMS];
  if (!hpc__group_coords_of (grid, hpc__world_rank, mine))
    return -1;
  mine[dim] += step;
  for (int k = 0; k < group->size; k++)
    if (hpc__group_coords_of (grid, group->world_ranks[k], theirs)
	&& !memcmp (mine, theirs, grid->ndims * sizeof *mine))
      return k;
  return -1;
}

/* End the job if a read of READS (N slots from global index FROM) came
   after the owner's write of the element (WRITES, its record's slots).  */
static void
report_stale (const struct hpc_array *a, int d, const int *reads,
	      const char **where, const int *writes, int n, long from,
	      int owner)
{
  for (int k = 0; k < n; k++)
    if (reads[k] >= 0 && writes[k] < reads[k])
      hpc__fatal ("check", "%s: '%s' reads ghost cell %ld of dimension %d, "
		  "which its owner (process %d) wrote after the last "
		  "exchange of '%s': the ghost holds an old value; call "
		  "hpc_write_halo (%s) between the write and the read",
		  where[k], a->name, from + k, d, owner, a->name, a->name);
}

/* Compare T's reads of ghosts with the neighbours' writes: collective
   over the array's group.  */
static void
track_compare (struct ghost_track *t)
{
  const struct hpc_array *a = t->a;
  Group group = a->group;
  if (!group->member || group->size == 1)
    return;
  int *mine = hpc__xcalloc ("check", t->len * sizeof *mine);
  int *all = hpc__xcalloc ("check", (size_t) t->len * group->size
			   * sizeof *all);
  mine[0] = hpc__check_phase;
  for (int d = 0; d < a->rank; d++)
    {
      struct ghost_dim *g = &t->dim[d];
      if (a->range[d])
	{
	  memcpy (mine + g->offset, g->w_low, g->ghi * sizeof *mine);
	  memcpy (mine + g->offset + g->ghi, g->w_high, g->glo * sizeof *mine);
	}
    }
  MPI_Allgather (mine, t->len, MPI_INT, all, t->len, MPI_INT,
		 hpc_comm (group));
  for (int d = 0; d < a->rank; d++)
    {
      struct ghost_dim *g = &t->dim[d];
      Range r = a->range[d];
      if (!r || !g->tracked)
	continue;
      int below = neighbour (group, r->grid, r->dim, -1);
      int above = neighbour (group, r->grid, r->dim, 1);
      if (below >= 0 && all[below * t->len] == mine[0])
	report_stale (a, d, g->r_low, g->r_low_where,
		      all + below * t->len + g->offset + g->ghi, g->glo,
		      g->first - g->glo, group->world_ranks[below]);
      if (above >= 0 && all[above * t->len] == mine[0])
	report_stale (a, d, g->r_high, g->r_high_where,
		      all + above * t->len + g->offset, g->ghi,
		      g->first + g->count, group->world_ranks[above]);
    }
  free (mine);
  free (all);
}

/* Whether this thread may run a comparison (a collective over MPI).  */
static int
may_compare (void)
{
  return hpc__running () && !hpc__aborting && !hpc__in_over ()
    && syscall (SYS_gettid) == getpid ();
}

/* How many arrays of group APG have their ghosts tracked.  */
static long
tracked_arrays (Group apg)
{
  long n = 0;
  for (struct ghost_track *t = tracks; t; t = t->next)
    n += t->a->group == apg;
  return n;
}

/* At a collective of APG: compare the arrays of that group.  */
static void
compare_group (Group apg)
{
  if (!may_compare ())
    return;
  for (struct ghost_track *t = tracks; t; t = t->next)
    if (t->a->group == apg)
      track_compare (t);
}

void
hpc__check_exchanged (const struct hpc_array *a)
{
  struct ghost_track *t = a->check_ghosts;
  if (!t)
    return;
  if (a->group != hpc_apg () && may_compare ())
    track_compare (t);
  track_reset (t);
}

void
hpc__check_untrack (const struct hpc_array *a)
{
  struct ghost_track *t = a->check_ghosts;
  if (!t)
    return;
  pthread_mutex_lock (&track_lock);
  struct ghost_track **p = &tracks;
  while (*p != t)
    p = &(*p)->next;
  *p = t->next;
  if (tracks_end == &t->next)
    tracks_end = p;
  pthread_mutex_unlock (&track_lock);
  for (int d = 0; d < a->rank; d++)
    {
      struct ghost_dim *g = &t->dim[d];
      free (g->w_low), free (g->w_high), free (g->r_low), free (g->r_high);
      free (g->r_low_where), free (g->r_high_where);
    }
  free (t);
  ((struct hpc_array *) a)->check_ghosts = NULL;
}
