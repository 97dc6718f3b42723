/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "1 2 default" } */
/* Start-up starts each process's OpenMP team, each thread moved to a CPU
   of its own among those the process may run on, where there are CPUs
   enough and OMP_PROC_BIND does not place them (the harness sets it
   false); HPC_DEBUG says where.  Every thread then has the process's
   CPUs back, so that the scheduler may still move it.  */
#define _GNU_SOURCE 1
#include <hpc.h>
#include "conf-kinds.h"
#include "threads-start.h"

/* The CPUs the note in TEXT names for process RANK (-1 past them), and
   their count; -1 without a note.  */
static int
cpus_noted (const char *text, int rank, int *cpu, int size)
{
  char head[64];
  snprintf (head, sizeof head, "debug: process %d's team of ", rank);
  const char *at = strstr (text, head);
  if (!at)
    return -1;
  int threads, used;
  CHECK (sscanf (at + strlen (head), "%d OpenMP threads started on CPUs%n",
		 &threads, &used) == 1);
  at += strlen (head) + used;
  for (int t = 0; t < threads && t < size; t++)
    {
      int n;
      CHECK (sscanf (at, "%d%n", &cpu[t], &n) == 1);
      at += n;
    }
  return threads;
}

int
main (int argc, char **argv)
{
  cpu_set_t mine;
  CHECK (sched_getaffinity (0, sizeof mine, &mine) == 0);
  setenv ("HPC_DEBUG", "1", 1);	/* read by libhpc at start-up */
  char text[8192];
  start_capturing (&argc, &argv, text, sizeof text);
  int threads = omp_get_max_threads (), cpu[64];
  int noted = cpus_noted (text, hpc_rank (), cpu, 64);
  if (threads >= 2 && threads <= CPU_COUNT (&mine) && threads <= 64)
    {
      CHECK (noted == threads);
      for (int t = 0; t < threads; t++)
	{
	  CHECK (cpu[t] >= 0 && CPU_ISSET (cpu[t], &mine));
	  for (int u = 0; u < t; u++)
	    CHECK (cpu[u] != cpu[t]);
	}
    }
  else
    CHECK (noted == -1);
  /* Nobody left pinned.  */
  int pinned = 0;
#pragma omp parallel reduction (+ : pinned)
  {
    cpu_set_t own;
    CHECK (sched_getaffinity (0, sizeof own, &own) == 0);
    pinned += !CPU_EQUAL (&own, &mine);
  }
  CHECK (pinned == 0);
  return 0;
}
