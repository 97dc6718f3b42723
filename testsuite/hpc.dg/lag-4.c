/* { dg-do compile } */
/* { dg-options "-O0 -fopenmp -fdump-tree-original" } */
/* lag-1.c at -O0: no sweep and update is fused.  */
#include "lag-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows" "original" } } */
