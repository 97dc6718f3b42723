/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-fuse" } */
/* fuse-1.c with -fplugin-arg-hpc-no-fuse: no loop is fused.  */
#include "fuse-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows" "original" } } */
