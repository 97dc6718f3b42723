/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-hpc-threads "1 2" } */
/* { dg-options "-fplugin-arg-hpc-no-alternate" } */
/* over-alternate-1.c with -fplugin-arg-hpc-no-alternate: every run of
   the triangular over takes its stripes forwards.  */
#define ALTERNATE 0
#include "over-alternate-1.c"
