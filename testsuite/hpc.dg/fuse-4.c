/* { dg-do compile } */
/* { dg-options "-O0 -fopenmp -fdump-tree-original" } */
/* fuse-1.c at -O0 (kept as written for the debugger): no loop is fused.  */
#include "fuse-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows" "original" } } */
