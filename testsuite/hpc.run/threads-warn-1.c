/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "default" } */
/* More threads than CPUs, chosen by the program, with OpenMP's default
   spinning waits: libhpc warns once (process 0) that over loops may run
   hundreds of times slower, and keeps the count.  */
#define _GNU_SOURCE 1
#include <hpc.h>
#include <omp.h>
#include <sched.h>
#include <unistd.h>
#include "conf-kinds.h"

int
main (int argc, char **argv)
{
  cpu_set_t mine;
  CHECK (sched_getaffinity (0, sizeof mine, &mine) == 0);
  int cpus = CPU_COUNT (&mine);
  omp_set_num_threads (cpus + 1);
  unsetenv ("OMP_WAIT_POLICY");	/* read by libhpc at start-up */
  char log[] = "/tmp/threads-warn-1.XXXXXX";
  int fd = mkstemp (log), saved = dup (2);
  CHECK (fd >= 0 && saved >= 0);
  dup2 (fd, 2);
  hpc_init (&argc, &argv);
  dup2 (saved, 2);
  char text[4096] = "";
  ssize_t got = pread (fd, text, sizeof text - 1, 0);
  close (fd);
  unlink (log);
  CHECK (got >= 0);
  int warned = strstr (text, "warning: ") && strstr (text, "OpenMP threads "
						      "in each of")
	       && strstr (text, "OMP_WAIT_POLICY=passive");
  CHECK (warned == (hpc_rank () == 0));
  CHECK (omp_get_max_threads () == cpus + 1);
  return 0;
}
