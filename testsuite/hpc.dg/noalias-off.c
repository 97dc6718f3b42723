/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details -fplugin-arg-hpc-no-noalias" } */
/* -fplugin-arg-hpc-no-noalias: GCC alone cannot tell a from b and checks
   at run time (what noalias-1.c shows the plugin saves).  */
#include "noalias-fig1.h"
/* { dg-final { scan-hpc-dump "LOOP VECTORIZED" "vect" } } */
/* { dg-final { scan-hpc-dump "versioning for alias required" "vect" } } */
