/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-check" } */
/* lag-1.c in check mode: no sweep and update is fused.  */
#include "lag-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows" "original" } } */
