/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* conf-gather-kinds (gathers and scatters of every range kind: a plain
   buffer on one side) with HPC_DEBUG=3, as remap-debug-1.  */
#include <stdlib.h>

static void __attribute__ ((constructor))
debug_level_3 (void)
{
  setenv ("HPC_DEBUG", "3", 1);
}

#include "conf-gather-kinds.c"
