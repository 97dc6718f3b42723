/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-hpc-no-warnings" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* loc-compound-global.c at -O0.  */
#include "loc-compound.h"
