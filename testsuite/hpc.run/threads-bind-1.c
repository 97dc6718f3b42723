/* { dg-do run } */
/* { dg-hpc-procs "1" } */
/* { dg-hpc-threads "1 2 default" } */
/* With OMP_PROC_BIND=true libgomp pins the main thread to its place
   before main, so its affinity is one CPU; libhpc takes the process's
   CPUs from the places its threads may be bound to instead, so it
   neither warns of oversubscription where there is none nor, with
   OMP_NUM_THREADS unset, cuts the team to one thread.  The harness sets
   OMP_PROC_BIND=false, which libgomp reads at load: the test runs itself
   again with it true (one process, before MPI starts).  */
#define _GNU_SOURCE 1
#include <hpc.h>
#include "conf-kinds.h"
#include "threads-start.h"

/* The CPUs of the places this process's threads may be bound to.  */
static int
cpus_of_places (void)
{
  cpu_set_t all;
  CPU_ZERO (&all);
  int places = omp_get_partition_num_places (), place[CPU_SETSIZE];
  CHECK (places >= 1 && places <= CPU_SETSIZE);
  omp_get_partition_place_nums (place);
  for (int p = 0; p < places; p++)
    {
      int ids[CPU_SETSIZE];
      int n = omp_get_place_num_procs (place[p]);
      CHECK (n >= 1 && n <= CPU_SETSIZE);
      omp_get_place_proc_ids (place[p], ids);
      for (int k = 0; k < n; k++)
	CPU_SET (ids[k], &all);
    }
  return CPU_COUNT (&all);
}

int
main (int argc, char **argv)
{
  const char *bind = getenv ("OMP_PROC_BIND");
  if (!bind || strcmp (bind, "true") != 0)
    {
      setenv ("OMP_PROC_BIND", "true", 1);
      unsetenv ("OMP_WAIT_POLICY");	/* passive waits silence the warning */
      execv ("/proc/self/exe", argv);
      CHECK (!"execv");
    }
  CHECK (omp_get_proc_bind () == omp_proc_bind_true);
  const char *set = getenv ("OMP_NUM_THREADS");
  int asked = set && *set ? atoi (set) : 0, cpus = cpus_of_places ();
  char text[4096];
  start_capturing (&argc, &argv, text, sizeof text);
  if (asked == 0 || asked <= cpus)
    CHECK (!strstr (text, "warning: "));
  if (asked == 0)
    CHECK (omp_get_max_threads () == cpus);
  else
    CHECK (omp_get_max_threads () == asked);
  return 0;
}
