/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-check" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* loc-accepted.c in check mode (u[i + 1] -= e compiles there too).  */
#include "loc-accepted.h"
