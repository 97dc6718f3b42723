/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-touch -fdump-tree-original" } */
/* -fplugin-arg-hpc-no-touch: Figure 2's nest without touches.  */
#include "touch-rows-fig2.h"
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void" "original" } } */
