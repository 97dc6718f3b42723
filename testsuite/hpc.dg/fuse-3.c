/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-check" } */
/* fuse-1.c in check mode (its subscripts carry calls): no loop is fused.  */
#include "fuse-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows" "original" } } */
