/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "default" } */
/* With OMP_NUM_THREADS unset, libhpc shares the CPUs a process may run on
   among the processes of its node that may run on them: at least one
   thread each, never more threads on the node than CPUs unless there are
   more processes, all the CPUs for a process alone.  Over loops use that
   many threads.  */
#define _GNU_SOURCE 1
#include <hpc.h>
#include "conf-kinds.h"
#include "threads-start.h"

enum { N = 4096 };

int
main (int argc, char **argv)
{
  hpc_init (&argc, &argv);
  int cpus = cpus_of_process (), threads = omp_get_max_threads ();
  MPI_Comm node;
  MPI_Comm_split_type (MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0,
		       MPI_INFO_NULL, &node);
  int n, total;
  MPI_Comm_size (node, &n);
  MPI_Allreduce (&threads, &total, 1, MPI_INT, MPI_SUM, node);
  CHECK (threads >= 1 && threads <= cpus);
  if (n == 1)
    CHECK (threads == cpus);
  if (n >= cpus)
    CHECK (threads == 1);
  else
    CHECK (total <= cpus);
  /* The over loops' teams.  */
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    distributed int team[x];
    over (i = x | :)
      team[i] = omp_get_num_threads ();
    CHECK (hpc_max (team) <= threads);
    if (hpc_group_size (p) == 1)
      CHECK (hpc_max (team) == threads);
  }
  MPI_Comm_free (&node);
  return 0;
}
