/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* remap-kinds-1 (every pair of range kinds, subranges included, so both
   the box and the list paths) with HPC_DEBUG=3: each remap's plan, which
   every process works out alone, is checked against an MPI_Allgather of
   every process's own view, and a mismatch ends the job.  */
#include <stdlib.h>

static void __attribute__ ((constructor))
debug_level_3 (void)
{
  setenv ("HPC_DEBUG", "3", 1);
}

#include "remap-kinds-1.c"
