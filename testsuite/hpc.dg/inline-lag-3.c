/* { dg-do compile } */
/* { dg-options "-O0 -fopenmp -fdump-tree-original" } */
/* inline-lag-1.c at -O0: no call is inlined.  */
#include "inline-lag-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows_" "original" } } */
/* { dg-final { scan-hpc-dump-times "(sweep|copy|copy_from|copy_last) \\(\\(void \\*\\)" 6 "original" } } */
