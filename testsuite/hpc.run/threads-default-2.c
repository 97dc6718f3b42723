/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "default" } */
/* A thread count the program set before libhpc started is its own
   choice: libhpc keeps it, and with OMP_WAIT_POLICY=passive (set by the
   test harness) says nothing of the CPUs it oversubscribes.  */
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
  char log[] = "/tmp/threads-default-2.XXXXXX";
  int fd = mkstemp (log), saved = dup (2);
  CHECK (fd >= 0 && saved >= 0);
  dup2 (fd, 2);
  hpc_init (&argc, &argv);
  dup2 (saved, 2);
  char text[4096] = "";
  ssize_t got = pread (fd, text, sizeof text - 1, 0);
  close (fd);
  unlink (log);
  CHECK (got == 0);
  CHECK (omp_get_max_threads () == cpus + 1);
  return 0;
}
