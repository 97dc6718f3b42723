/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Indirect subscripts, a run-time shift beside hpc_idx and compound
   assignment through a run-time shift compile and compute what the C
   reads as.  */
#include "loc-accepted.h"
