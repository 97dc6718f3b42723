/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details" } */
/* Parameters are not marked: both may be bound to one array (a call
   smear (a, a)), so GCC keeps its run-time alias check between u and v.
   hpc.run/noalias-param-1.c runs that call.  */
#include "../hpc.run/noalias-smear.h"
/* { dg-final { scan-hpc-dump "versioning for alias required" "vect" } } */
