/* turns.h - how the programs of a bench round take turns: run-bench.sh
   starts the HPC program, its reference and (for cases that count bytes)
   stream.exe's bandwidth kernels at once, and each runs its timed loop in
   slices, handing the machine to the next program of the ring between
   slices.

   Why: a shared machine has states of a few seconds in which memory
   runs at half speed, switching without warning.  Programs run one
   after the other, a second or two apart, often fall in different
   states, and the ratio of one round swings widely.  In
   slices of 50 ms or so taken in turn all programs see the same states,
   and the ratio keeps only what the programs do; the bandwidth of a
   stencil is set against the memory's in the same states.

   Each program calls turns_begin () after its set-up (all programs'
   set-ups run together, untimed), turns_between (done, total) after
   each iteration of its timed loop, turns_waited () when it stops its
   clock (the seconds it spent waiting for its turn, to subtract), and
   turns_end () when it has printed its result.  After a barrier of its
   own program, so that all of one program's ranks stop before any of
   the next's go on, rank 0 of one program hands over to rank 0 of the
   next through POSIX semaphores, and rank 0 of a program whose turn
   comes lets its other ranks go on through semaphores of their own:
   the programs of a ring may run on different numbers of processes
   (a program against its own one-process time), and every waiting rank
   sleeps rather than spins.  A program that has ended is passed
   over.  A program that never calls turns_between (one library call
   timed: pdpotrf) runs its timed region as one slice.

   Environment (set by run-bench.sh; without BENCH_TURNS every call does
   nothing and the program runs alone):
     BENCH_TURNS   the prefix of the semaphores' names ("/hpcbench.PID.N")
     BENCH_RING    the sides in the order of their turns, separated by
                   spaces or commas ("hpc ref rmw"; default "hpc ref")
     BENCH_SIDE    this program's side, one of the ring's
     BENCH_FIRST   the side whose turn comes first
     BENCH_SLICES  slices of the timed loop (default 20)
     BENCH_ABORT   a file to which run-bench.sh adds the name of each side
                   whose program has exited: one that exited without
                   ending its turns (it failed, or lacks turns.h) is
                   waited for no more  */
#ifndef TURNS_H
#define TURNS_H

#include <errno.h>
#include <fcntl.h>
#include <mpi.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* How long to wait for the other programs before giving up: more than
   any case's longest turn (its set-up, or a timed region run as one
   slice).  A program that stops without handing over (failed, or not
   built with turns.h) is reported sooner, through BENCH_ABORT.  */
enum { TURNS_TIMEOUT_S = 300 };

enum { TURNS_MAX_SIDES = 4 };

static struct
{
  int on;			/* BENCH_TURNS was set */
  int slices;
  int sides, me;		/* the ring's size, this side's place */
  char name[TURNS_MAX_SIDES][16];
  int rank, ranks;		/* this process in its program */
  sem_t *turn[TURNS_MAX_SIDES];	/* posted: that side's turn (its rank 0) */
  sem_t *end[TURNS_MAX_SIDES];	/* posted when that side has ended */
  sem_t **go;			/* rank 0: posted to let rank r go on;
				   other ranks: go[0], its own */
  double waited;		/* seconds waiting inside the timed loop */
  const char *abort_file;	/* BENCH_ABORT */
} turns;

static inline void
turns_fail (const char *what)
{
  fprintf (stderr, "turns: %s\n", what);
  MPI_Abort (MPI_COMM_WORLD, 1);
}

static inline sem_t *
turns_sem (const char *prefix, const char *side, const char *what, int rank)
{
  char name[256];
  snprintf (name, sizeof name, "%s.%s.%s.%d", prefix, side, what, rank);
  sem_t *s = sem_open (name, O_CREAT, 0600, 0);
  if (s == SEM_FAILED)
    {
      fprintf (stderr, "turns: sem_open %s: %s\n", name, strerror (errno));
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  return s;
}

static inline int
turns_ended (int side)
{
  int ended;
  sem_getvalue (turns.end[side], &ended);
  return ended > 0;
}

/* The side after this one that has not ended, or -1.  Only the side
   holding the turn ends (it ends its loop in its own slice), so a side
   found not ended here is still there to take the turn.  */
static inline int
turns_next (void)
{
  for (int k = 1; k < turns.sides; k++)
    {
      int side = (turns.me + k) % turns.sides;
      if (!turns_ended (side))
	return side;
    }
  return -1;
}

/* The side of name NAME, or -1.  */
static inline int
turns_side (const char *name)
{
  for (int k = 0; k < turns.sides; k++)
    if (strcmp (turns.name[k], name) == 0)
      return k;
  return -1;
}

/* Whether a side named in BENCH_ABORT has exited without ending its
   turns: no turn will come from it.  */
static inline int
turns_deserted (void)
{
  FILE *f = turns.abort_file ? fopen (turns.abort_file, "r") : NULL;
  char name[64];
  int deserted = 0;
  if (!f)
    return 0;
  while (fscanf (f, "%63s", name) == 1)
    {
      int side = turns_side (name);
      if (side >= 0 && !turns_ended (side))
	deserted = 1;
    }
  fclose (f);
  return deserted;
}

/* Wait until SEM is posted, unless all other sides have ended.  */
static inline void
turns_wait_on (sem_t *sem)
{
  if (turns_next () < 0)
    return;
  /* In steps of a second, looking for deserters between them.  */
  for (int s = 0; s < TURNS_TIMEOUT_S; s++)
    {
      struct timespec step;
      clock_gettime (CLOCK_REALTIME, &step);
      step.tv_sec += 1;
      int r;
      while ((r = sem_timedwait (sem, &step)) != 0
	     && errno == EINTR)
	;
      if (r == 0)
	return;
      if (errno != ETIMEDOUT)
	{
	  fprintf (stderr, "turns: sem_timedwait: %s\n", strerror (errno));
	  MPI_Abort (MPI_COMM_WORLD, 1);
	}
      if (turns_next () < 0)
	return;
      if (turns_deserted ())
	turns_fail ("another program stopped without handing over its turn "
		    "(it failed, or does not use turns.h)");
    }
  fprintf (stderr, "turns: no turn from the other programs in %d s\n",
	   TURNS_TIMEOUT_S);
  MPI_Abort (MPI_COMM_WORLD, 1);
}

/* Rank 0, its program's turn come: let the other ranks go on.  */
static inline void
turns_release (void)
{
  for (int r = 1; r < turns.ranks; r++)
    sem_post (turns.go[r]);
}

/* Wait for this program's turn: rank 0 for the turn itself, the other
   ranks for rank 0 to let them go on.  */
static inline void
turns_wait (void)
{
  if (turns.rank != 0)
    {
      turns_wait_on (turns.go[0]);
      return;
    }
  turns_wait_on (turns.turn[turns.me]);
  turns_release ();
}

/* End this rank's slice: once all ranks of this program have, give the
   turn to the next program and wait for it to come back.  Every rank
   finds the same next side: only the side holding the turn ends.  */
static inline void
turns_hand_over (void)
{
  MPI_Barrier (MPI_COMM_WORLD);
  int next = turns_next ();
  if (next < 0)
    return;
  if (turns.rank == 0)
    sem_post (turns.turn[next]);
  turns_wait ();
}

/* Read BENCH_RING into turns.name and turns.sides; BENCH_SIDE's place
   into turns.me.  */
static inline void
turns_read_ring (const char *side)
{
  const char *ring = getenv ("BENCH_RING");
  char copy[256], *save, *name;
  snprintf (copy, sizeof copy, "%s", ring && *ring ? ring : "hpc ref");
  turns.sides = 0;
  for (name = strtok_r (copy, " ,", &save); name;
       name = strtok_r (NULL, " ,", &save))
    {
      if (turns.sides == TURNS_MAX_SIDES)
	turns_fail ("BENCH_RING names too many sides");
      snprintf (turns.name[turns.sides++], sizeof turns.name[0], "%s", name);
    }
  turns.me = turns_side (side);
  if (turns.me < 0 || turns.sides < 2)
    turns_fail ("BENCH_SIDE must be one of BENCH_RING's two or more sides");
}

/* The semaphores that let this program's ranks go on: rank 0 opens
   those of ranks 1 and up, each other rank its own.  */
static inline void
turns_open_go (const char *prefix)
{
  const char *side = turns.name[turns.me];
  int count = turns.rank == 0 ? turns.ranks : 1;
  turns.go = (sem_t **) calloc (count, sizeof *turns.go);
  if (!turns.go)
    turns_fail ("out of memory");
  if (turns.rank != 0)
    turns.go[0] = turns_sem (prefix, side, "go", turns.rank);
  else
    for (int r = 1; r < turns.ranks; r++)
      turns.go[r] = turns_sem (prefix, side, "go", r);
}

/* After the set-up: wait until all programs have set up and it is this
   program's turn.  */
static inline void
turns_begin (void)
{
  const char *prefix = getenv ("BENCH_TURNS");
  const char *side = getenv ("BENCH_SIDE"), *first = getenv ("BENCH_FIRST");
  if (!prefix || !*prefix)
    return;
  if (!side || !first)
    turns_fail ("BENCH_TURNS needs BENCH_SIDE and BENCH_FIRST");
  turns_read_ring (side);
  int leader = turns_side (first);
  if (leader < 0)
    turns_fail ("BENCH_FIRST must be one of BENCH_RING's sides");
  const char *slices = getenv ("BENCH_SLICES");
  MPI_Comm_rank (MPI_COMM_WORLD, &turns.rank);
  MPI_Comm_size (MPI_COMM_WORLD, &turns.ranks);
  turns.on = 1;
  turns.abort_file = getenv ("BENCH_ABORT");
  turns.slices = slices && atoi (slices) > 0 ? atoi (slices) : 20;
  for (int k = 0; k < turns.sides; k++)
    {
      turns.turn[k] = turns_sem (prefix, turns.name[k], "turn", 0);
      turns.end[k] = turns_sem (prefix, turns.name[k], "end", 0);
    }
  turns_open_go (prefix);
  MPI_Barrier (MPI_COMM_WORLD);
  if (turns.rank != 0)
    turns_wait ();
  else if (turns.me == leader)
    {
      /* Each other side posts the first side's turn once it has set up.  */
      for (int k = 1; k < turns.sides; k++)
	turns_wait_on (turns.turn[turns.me]);
      turns_release ();
    }
  else
    {
      sem_post (turns.turn[leader]);
      turns_wait ();
    }
}

/* After iteration DONE (1 to TOTAL) of the timed loop: at the end of a
   slice, the next program's turn.  */
static inline void
turns_between (long done, long total)
{
  if (!turns.on || done >= total)
    return;
  if (done * turns.slices / total == (done - 1) * turns.slices / total)
    return;
  double t0 = MPI_Wtime ();
  turns_hand_over ();
  turns.waited += MPI_Wtime () - t0;
}

/* The seconds this rank spent in the other programs' turns since
   turns_begin.  */
static inline double
turns_waited (void)
{
  return turns.waited;
}

/* After the result is printed: the others may run to their ends.  */
static inline void
turns_end (void)
{
  if (!turns.on)
    return;
  /* As at every hand-over, all of this program's ranks have ended their
     last slice before any of the next's go on.  */
  MPI_Barrier (MPI_COMM_WORLD);
  if (turns.rank == 0)
    {
      sem_post (turns.end[turns.me]);
      int next = turns_next ();
      if (next >= 0)
	sem_post (turns.turn[next]);
    }
  for (int k = 0; k < turns.sides; k++)
    {
      sem_close (turns.turn[k]);
      sem_close (turns.end[k]);
    }
  for (int r = 0; r < (turns.rank == 0 ? turns.ranks : 1); r++)
    if (turns.go[r])
      sem_close (turns.go[r]);
  free (turns.go);
  turns.on = 0;
}

#endif
