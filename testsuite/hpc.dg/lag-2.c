/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-fuse" } */
/* lag-1.c with -fplugin-arg-hpc-no-fuse: no sweep and update is fused.  */
#include "lag-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows" "original" } } */
