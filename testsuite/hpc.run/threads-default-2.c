/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "default" } */
/* A thread count the program set before libhpc started is its own
   choice: libhpc keeps it, and with OMP_WAIT_POLICY=passive (set by the
   test harness) says nothing of the CPUs it oversubscribes.  */
#define _GNU_SOURCE 1
#include <hpc.h>
#include "conf-kinds.h"
#include "threads-start.h"

int
main (int argc, char **argv)
{
  int cpus = cpus_of_process ();
  omp_set_num_threads (cpus + 1);
  char text[4096];
  start_capturing (&argc, &argv, text, sizeof text);
  CHECK (text[0] == '\0');
  CHECK (omp_get_max_threads () == cpus + 1);
  return 0;
}
