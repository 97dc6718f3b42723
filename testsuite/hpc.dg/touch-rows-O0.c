/* { dg-do compile } */
/* { dg-options "-O0 -fdump-tree-original" } */
/* At -O0 (a program being debugged): no touches.  */
#include "touch-rows-fig2.h"
/* { dg-final { scan-hpc-dump-not "__hpc_touch_row \\(\\(const void" "original" } } */
