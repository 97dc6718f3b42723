/* report.h - shared by the run tests that count wrong elements per
   check: check (BAD, WHAT) sums BAD over all processes, prints PASS or
   FAIL (process 0, and any process when it failed) and counts failures
   in FAILURES for main's exit status.  */
#include <stdio.h>

static int failures;

static void
check (long bad, const char *what)
{
  MPI_Allreduce (MPI_IN_PLACE, &bad, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (bad)
    failures++;
  if (bad || hpc_rank () == 0)
    printf ("%s: %s\n", bad ? "FAIL" : "PASS", what);
}
