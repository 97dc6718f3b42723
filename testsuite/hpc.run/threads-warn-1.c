/* { dg-do run } */
/* { dg-hpc-procs "1 2" } */
/* { dg-hpc-threads "default" } */
/* More threads than CPUs, chosen by the program, with OpenMP's default
   spinning waits: libhpc warns once (process 0) that over loops may run
   hundreds of times slower, and keeps the count.  */
#define _GNU_SOURCE 1
#include <hpc.h>
#include "conf-kinds.h"
#include "threads-start.h"

int
main (int argc, char **argv)
{
  int cpus = cpus_of_process ();
  omp_set_num_threads (cpus + 1);
  unsetenv ("OMP_WAIT_POLICY");	/* read by libhpc at start-up */
  char text[4096];
  start_capturing (&argc, &argv, text, sizeof text);
  int warned = strstr (text, "warning: ") && strstr (text, "OpenMP threads "
						      "in each of")
	       && strstr (text, "OMP_WAIT_POLICY=passive");
  CHECK (warned == (hpc_rank () == 0));
  CHECK (omp_get_max_threads () == cpus + 1);
  return 0;
}
