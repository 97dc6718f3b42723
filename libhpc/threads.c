/* threads.c - how many OpenMP threads each process's over loops use when
   neither OMP_NUM_THREADS nor the program says.

   OpenMP's default is a thread for every CPU the process may run on.  With
   several processes on a node that may all run on the same CPUs (mpirun
   --bind-to none, or Open MPI's binding to a whole socket above two
   processes) that puts P threads on every CPU, and over loops, whose
   threads meet at a barrier at every loop's end, then crawl: HPJava's
   Figure 1 (examples/cholesky.c, N = 512, one over loop a step) took 9.9 s
   on 4 processes of a 2-core machine against 0.006 s with one thread each.
   So libhpc shares the CPUs out: the CPUs this process may run on divided
   by the processes of its node that may run on any of them, at least one.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#define _GNU_SOURCE 1		/* sched_getaffinity, CPU_COUNT, CPU_AND */
#include <sched.h>		/* before libhpc.h: hpc__touch_choose */
#include "libhpc.h"
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

void
hpc__threads_choose (void)
{
#ifdef _OPENMP
  cpu_set_t mine;
  CPU_ZERO (&mine);
  if (sched_getaffinity (0, sizeof mine, &mine) != 0)
    CPU_ZERO (&mine);
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
    {
      warn_if_oversubscribed (threads, sharing, cpus);
      return;
    }
  threads = cpus / sharing > 1 ? cpus / sharing : 1;
  omp_set_num_threads (threads);
  if (hpc__debug > 0)
    hpc__note ("debug: %d OpenMP thread(s) in process %d: %d CPU(s), "
	       "%d process(es) of the node on them", threads,
	       hpc__world_rank, cpus, sharing);
#endif
}
