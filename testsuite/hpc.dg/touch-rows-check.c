/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-check -fdump-tree-original" } */
/* Check mode (subscripts carry checks of their own): no touches.  */
#include "touch-rows-fig2.h"
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void" "original" } } */
