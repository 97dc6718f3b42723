/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-blend" } */
/* blend-1.c with -fplugin-arg-hpc-no-blend: no over is blended.  */
#include "blend-1.c"
/* { dg-warning "its body writes elements of 'u'" "row 1 in blend-1.c" { target *-*-* } 44 } */
/* { dg-final { scan-hpc-dump-not "__hpc_j0" "original" } } */
/* { dg-final { scan-hpc-dump-not "VEC_PERM_EXPR" "original" } } */
