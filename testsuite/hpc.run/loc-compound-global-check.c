/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check -fplugin-arg-hpc-no-warnings" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* loc-compound-global.c in check mode.  */
#include "loc-compound.h"
