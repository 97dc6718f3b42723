/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hpc-no-touch -fdump-tree-original" } */
/* -fplugin-arg-hpc-no-touch: no rows prefetched ahead of the bodies.  */
#include "touch-body-rows.h"
/* { dg-final { scan-hpc-dump-not "__hpc_prefetch_row \\(\\(const void" "original" } } */
