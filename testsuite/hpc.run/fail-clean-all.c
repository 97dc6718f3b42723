/* { dg-do run } */
/* { dg-hpc-procs "1 2 4" } */
/* { dg-hpc-fail "libhpc: subscript: .*fail-clean-all.c:\[0-9\]+: 'u': global index 10 is outside dimension 0 \\(0..9\\) \\(process \[0-3\] of \[124\]\\)" } */
/* { dg-hpc-fail-not "MPI_ABORT|ORTE_ERROR_LOG|help-mpi-api|orte_base_help_aggregate" } */
/* A libhpc error that every process detects ends the job with libhpc's
   message and a failure status, without the launcher's abort banner or
   its internal error log.  Each process prints
   libhpc: subscript: FILE:LINE: 'u': global index 10 is outside dimension 0 (0..9) (process R of N)  */
#include <hpc.h>

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_block_range (10, hpc_dim (p, 0));
  distributed int u[x];
  long k = 10;
  return u[k];
}
