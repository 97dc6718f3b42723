/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-fplugin-arg-hpc-no-blend" } */
/* blend-1.c with -fplugin-arg-hpc-no-blend: the scalar loops, the same
   results.  */
#include "blend-1.c"
