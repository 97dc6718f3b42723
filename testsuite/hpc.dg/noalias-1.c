/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details" } */
/* Distinct arrays of the function's own are marked as apart
   (noalias.cc): Figure 1's update vectorises with no run-time alias
   check between a and b.  */
#include "noalias-fig1.h"
/* { dg-final { scan-hpc-dump "LOOP VECTORIZED" "vect" } } */
/* { dg-final { scan-hpc-dump-not "versioning for alias" "vect" } } */
