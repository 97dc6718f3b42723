/* { dg-do run } */
/* { dg-options "-fplugin-arg-hpc-no-warnings" } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* u[k] += e through a global index k updates element k (not the one after
   it): the index is converted to a storage offset once.  */
#include "loc-compound.h"
