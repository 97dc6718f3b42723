/* turns.h - how the two programs of a bench pair take turns: run-bench.sh
   starts the HPC program and its reference at once, and each runs its
   timed loop in slices, handing the machine to the other between slices.

   Why: this machine has states of a few seconds in which memory runs at
   half speed (two processes streaming at 5.5 ms a pass over 128 MB in
   one state, 10 ms in the other, switching without warning).  Programs
   run one after the other, a second or two apart, often fall in
   different states, and the ratio of one round swings by +-30 %.  In
   slices of 50 ms or so taken in turn both programs see the same states,
   and the ratio keeps only what the programs do.

   Each program calls turns_begin () after its set-up (both programs'
   set-ups run together, untimed), turns_between (done, total) after
   each iteration of its timed loop, turns_waited () when it stops its
   clock (the seconds it spent waiting for its turn, to subtract), and
   turns_end () when it has printed its result.  Rank r of one program
   hands over to rank r of the other through a pair of POSIX semaphores
   after a barrier of its own program, so that all of one program's
   ranks stop before any of the other's go on.  A program that never
   calls turns_between (one library call timed: pdpotrf) runs its timed
   region as one slice.

   Environment (set by run-bench.sh; without BENCH_TURNS every call does
   nothing and the program runs alone):
     BENCH_TURNS   the prefix of the semaphores' names ("/hpcbench.PID.N")
     BENCH_SIDE    this program's side, "hpc" or "ref"
     BENCH_FIRST   the side whose turn comes first
     BENCH_SLICES  slices of the timed loop (default 20)
     BENCH_ABORT   a file whose appearance means the other program has
                   stopped: wait for it no more  */
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

/* How long to wait for the other program before giving up: more than
   any case's longest turn (its set-up, or a timed region run as one
   slice).  A program that stops without handing over (failed, or not
   built with turns.h) is reported sooner, through BENCH_ABORT.  */
enum { TURNS_TIMEOUT_S = 300 };

static struct
{
  int on;			/* BENCH_TURNS was set */
  int slices;
  sem_t *mine, *theirs;		/* this rank's turn, its partner's */
  sem_t *my_end, *their_end;	/* posted when a side has ended */
  double waited;		/* seconds waiting inside the timed loop */
  const char *abort_file;	/* BENCH_ABORT */
} turns;

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

/* Whether the other side has ended: then there is no turn to wait
   for.  */
static inline int
turns_other_ended (void)
{
  int ended;
  sem_getvalue (turns.their_end, &ended);
  return ended > 0;
}

/* Wait for this rank's turn, unless the other side has ended.  */
static inline void
turns_wait (void)
{
  if (turns_other_ended ())
    return;
  /* In steps of a second, looking for BENCH_ABORT between them.  */
  for (int s = 0; s < TURNS_TIMEOUT_S; s++)
    {
      struct timespec step;
      clock_gettime (CLOCK_REALTIME, &step);
      step.tv_sec += 1;
      int r;
      while ((r = sem_timedwait (turns.mine, &step)) != 0 && errno == EINTR)
	;
      if (r == 0)
	return;
      if (errno != ETIMEDOUT)
	{
	  fprintf (stderr, "turns: sem_timedwait: %s\n", strerror (errno));
	  MPI_Abort (MPI_COMM_WORLD, 1);
	}
      if (turns.abort_file && access (turns.abort_file, F_OK) == 0)
	{
	  if (turns_other_ended ())
	    return;
	  fprintf (stderr, "turns: the other program stopped without handing "
		   "over its turn (it failed, or does not use turns.h)\n");
	  MPI_Abort (MPI_COMM_WORLD, 1);
	}
    }
  fprintf (stderr, "turns: no turn from the other program in %d s\n",
	   TURNS_TIMEOUT_S);
  MPI_Abort (MPI_COMM_WORLD, 1);
}

/* End this rank's slice: once all ranks of this program have, give the
   turn to the other program and wait for it to come back.  */
static inline void
turns_hand_over (void)
{
  MPI_Barrier (MPI_COMM_WORLD);
  sem_post (turns.theirs);
  turns_wait ();
}

/* After the set-up: wait until both programs have set up and it is this
   program's turn.  */
static inline void
turns_begin (void)
{
  const char *prefix = getenv ("BENCH_TURNS");
  const char *side = getenv ("BENCH_SIDE"), *first = getenv ("BENCH_FIRST");
  if (!prefix || !*prefix)
    return;
  if (!side || !first)
    {
      fprintf (stderr, "turns: BENCH_TURNS needs BENCH_SIDE and BENCH_FIRST\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  const char *other = strcmp (side, "hpc") == 0 ? "ref" : "hpc";
  const char *slices = getenv ("BENCH_SLICES");
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  turns.on = 1;
  turns.abort_file = getenv ("BENCH_ABORT");
  turns.slices = slices && atoi (slices) > 0 ? atoi (slices) : 20;
  turns.mine = turns_sem (prefix, side, "turn", rank);
  turns.theirs = turns_sem (prefix, other, "turn", rank);
  turns.my_end = turns_sem (prefix, side, "end", rank);
  turns.their_end = turns_sem (prefix, other, "end", rank);
  if (strcmp (side, first) == 0)
    {
      /* The second program's hand-over says it has set up too.  */
      MPI_Barrier (MPI_COMM_WORLD);
      turns_wait ();
    }
  else
    turns_hand_over ();
}

/* After iteration DONE (1 to TOTAL) of the timed loop: at the end of a
   slice, the other program's turn.  */
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

/* The seconds this rank spent in the other program's turns since
   turns_begin.  */
static inline double
turns_waited (void)
{
  return turns.waited;
}

/* After the result is printed: the other program may run to its end.  */
static inline void
turns_end (void)
{
  if (!turns.on)
    return;
  /* As at every hand-over, all of this program's ranks have ended their
     last slice before any of the other's go on.  */
  MPI_Barrier (MPI_COMM_WORLD);
  sem_post (turns.my_end);
  sem_post (turns.theirs);
  sem_close (turns.mine);
  sem_close (turns.theirs);
  sem_close (turns.my_end);
  sem_close (turns.their_end);
  turns.on = 0;
}

#endif
