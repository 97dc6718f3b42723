/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details" } */
/* Parameters are not marked: both may be bound to one array (a call
   smear (a, a)), so in the nest as written GCC keeps its run-time alias
   check between u and v (the copy run where they are distinct has none:
   apart.cc, hpc.dg/handle-apart-2.c).  hpc.run/noalias-param-1.c runs
   that call.  */
#include "../hpc.run/noalias-smear.h"
/* { dg-final { scan-hpc-dump "versioning for alias required" "vect" } } */
