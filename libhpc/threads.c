/* threads.c - how many OpenMP threads each process's over loops use when
   neither OMP_NUM_THREADS nor the program says.

   OpenMP's default is a thread for every CPU the process may run on.  With
   several processes on a node that may all run on the same CPUs (mpirun
   --bind-to none, or Open MPI's binding to a whole socket above two
   processes) that puts P threads on every CPU, and over loops, whose
   threads meet at a barrier at every loop's end, then run hundreds of
   times slower (doc/internals.md, "Measurements").
   So libhpc shares the CPUs out: the CPUs this process may run on divided
   by the processes of its node that may run on any of them, at least one.

   It also starts the team at start-up, spread over those CPUs (see
   team_spread), so that the program's first over loops do not crawl.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#define _GNU_SOURCE 1		/* sched_getaffinity, CPU_COUNT, CPU_AND */
#include <sched.h>		/* before libhpc.h: hpc__touch_choose */
#include "libhpc.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#ifdef _OPENMP
#include <omp.h>
#endif

/* How many processes of NODE (this one included) may run on a CPU of
   MINE.  Collective over NODE.  */
static int
processes_sharing (MPI_Comm node, const cpu_set_t *mine)
{
  int n, sharing = 0;
  MPI_Comm_size (node, &n);
  cpu_set_t *all = hpc__xcalloc ("hpc_init", n * sizeof *all);
  MPI_Allgather (mine, (int) sizeof *mine, MPI_BYTE, all, (int) sizeof *mine,
		 MPI_BYTE, node);
  for (int r = 0; r < n; r++)
    {
      cpu_set_t both;
      CPU_AND (&both, mine, &all[r]);
      sharing += CPU_COUNT (&both) > 0;
    }
  free (all);
  return sharing;
}

/* Whether OMP_WAIT_POLICY asks idle threads to sleep.  */
static int
waits_passive (void)
{
  const char *p = getenv ("OMP_WAIT_POLICY");
  return p && strcasecmp (p, "passive") == 0;
}

/* Process 0 warns when THREADS threads in each of SHARING processes
   oversubscribe their CPUS with spinning waits.  */
static void
warn_if_oversubscribed (int threads, int sharing, int cpus)
{
  if (threads > 1 && threads * sharing > cpus && !waits_passive ()
      && hpc__world_rank == 0)
    hpc__warning ("%d OpenMP threads in each of %d processes sharing %d "
		  "CPU(s): over loops, whose threads spin at a barrier, "
		  "may run hundreds of times slower; set "
		  "OMP_WAIT_POLICY=passive, or leave OMP_NUM_THREADS "
		  "unset for libhpc to share the CPUs out", threads,
		  sharing, cpus);
}

#ifdef _OPENMP
/* The COUNT-th CPU of SET (cyclically) from FIRST on, FIRST (a CPU of
   SET, or -1 for one before them all) counting as the 0th.  */
static int
cpu_from (const cpu_set_t *set, int first, int count)
{
  int cpu = first;
  while (count > 0)
    {
      cpu = (cpu + 1) % CPU_SETSIZE;
      count -= CPU_ISSET (cpu, set) != 0;
    }
  return cpu;
}

/* Move the calling thread of a team to its CPU: the one of MINE its
   number counts to from FIRST (the main thread's), by pinning it there
   for a moment; then give it its own CPUs back, so that the scheduler
   stays free to move it later.  The CPU it ran on pinned, or -1 where it
   was not moved.  */
static int
thread_move (const cpu_set_t *mine, int first)
{
  cpu_set_t own, one;
  int cpu = cpu_from (mine, first, omp_get_thread_num ());
  if (pthread_getaffinity_np (pthread_self (), sizeof own, &own) != 0
      || !CPU_ISSET (cpu, &own))
    return -1;
  CPU_ZERO (&one);
  CPU_SET (cpu, &one);
  if (pthread_setaffinity_np (pthread_self (), sizeof one, &one) != 0)
    return -1;
  int at = sched_getcpu ();
  pthread_setaffinity_np (pthread_self (), sizeof own, &own);
  return at;
}

/* With HPC_DEBUG, where the THREADS threads of the team started (PLACED,
   by thread number).  */
static void
note_placed (const int *placed, int threads)
{
  char cpus[1024];
  int used = 0;
  for (int t = 0; t < threads && used < (int) sizeof cpus - 16; t++)
    used += snprintf (cpus + used, sizeof cpus - used, " %d", placed[t]);
  hpc__note ("debug: process %d's team of %d OpenMP threads started on "
	     "CPUs%s", hpc__world_rank, threads, cpus);
}

/* Start the OpenMP team now, each thread on its own CPU of MINE from the
   main thread's on, where there are CPUs enough and OpenMP does not
   place the threads itself (OMP_PROC_BIND).  Linux may start a new
   thread on its parent's CPU, and libgomp's threads spin at their
   barriers, so two threads sharing a CPU each wait for the scheduler's
   tick to let the other run, until the load balancer moves one: a
   program's first over loops would take milliseconds each.  */
static void
team_spread (const cpu_set_t *mine)
{
  int first = sched_getcpu (), threads = omp_get_max_threads ();
  if (threads < 2 || threads > CPU_COUNT (mine) || first < 0
      || omp_get_proc_bind () != omp_proc_bind_false)
    return;
  if (first >= CPU_SETSIZE || !CPU_ISSET (first, mine))
    first = cpu_from (mine, -1, 1);
  int *placed = hpc__xcalloc ("hpc_init", threads * sizeof *placed);
  for (int t = 0; t < threads; t++)
    placed[t] = -1;
#pragma omp parallel num_threads (threads)
  placed[omp_get_thread_num ()] = thread_move (mine, first);
  if (hpc__debug > 0)
    note_placed (placed, threads);
  free (placed);
}

/* The CPUs this process may run on, into MINE.  Where OpenMP binds its
   threads (OMP_PROC_BIND), libgomp has already pinned the main thread to
   its place, so they are the CPUs of the places the process's threads may
   be bound to (its partition), not the main thread's affinity: one CPU,
   which made libhpc warn of oversubscription where there was none.  */
static void
process_cpus (cpu_set_t *mine)
{
  CPU_ZERO (mine);
  int places = omp_get_partition_num_places ();
  if (omp_get_proc_bind () == omp_proc_bind_false || places < 1)
    {
      if (sched_getaffinity (0, sizeof *mine, mine) != 0)
	CPU_ZERO (mine);
      return;
    }
  int *place = hpc__xcalloc ("hpc_init", places * sizeof *place);
  omp_get_partition_place_nums (place);
  for (int p = 0; p < places; p++)
    {
      int n = omp_get_place_num_procs (place[p]);
      int *ids = hpc__xcalloc ("hpc_init", (n > 0 ? n : 1) * sizeof *ids);
      omp_get_place_proc_ids (place[p], ids);
      for (int k = 0; k < n; k++)
	if (ids[k] >= 0 && ids[k] < CPU_SETSIZE)
	  CPU_SET (ids[k], mine);
      free (ids);
    }
  free (place);
}
#endif

void
hpc__threads_choose (void)
{
#ifdef _OPENMP
  cpu_set_t mine;
  process_cpus (&mine);
  /* Collective on every process, whatever it decides below, so that a
     variable set for some processes only cannot leave the others
     waiting.  */
  MPI_Comm node;
  MPI_Comm_split_type (hpc__world, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
		       &node);
  int sharing = processes_sharing (node, &mine);
  MPI_Comm_free (&node);
  hpc__touch_choose (&mine, sharing);
  int cpus = CPU_COUNT (&mine), threads = omp_get_max_threads ();
  const char *set = getenv ("OMP_NUM_THREADS");
  if (cpus == 0 || omp_in_parallel ())
    return;
  /* A count other than OpenMP's default (a thread for each CPU) is the
     program's own choice (omp_set_num_threads, OMP_PLACES...): keep it.  */
  if ((set && *set) || threads != cpus)
    warn_if_oversubscribed (threads, sharing, cpus);
  else
    {
      threads = cpus / sharing > 1 ? cpus / sharing : 1;
      omp_set_num_threads (threads);
      if (hpc__debug > 0)
	hpc__note ("debug: %d OpenMP thread(s) in process %d: %d CPU(s), "
		   "%d process(es) of the node on them", threads,
		   hpc__world_rank, cpus, sharing);
    }
  team_spread (&mine);
#endif
}
