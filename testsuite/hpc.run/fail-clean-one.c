/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* { dg-hpc-fail "libhpc: stop on process 0 \\(process 0 of \[124\]\\)" } */
/* { dg-hpc-fail-not "MPI_ABORT|ORTE_ERROR_LOG|help-mpi-api|orte_base_help_aggregate" } */
/* An error that only process 0 detects, while the others wait for it in
   a collective: the job still ends, with libhpc's message and without the
   launcher's abort banner.  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  double s = 0;
  on (p) {
    Range x = hpc_block_range (10, hpc_dim (p, 0));
    distributed double u[x];
    over (i = x | :) u[i] = 1;
    if (hpc_rank () == 0)
      hpc_abort (2, "stop on process 0");
    s = hpc_sum (u);
  }
  return s != 10;
}
