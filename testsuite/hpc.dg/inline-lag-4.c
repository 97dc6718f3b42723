/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-check" } */
/* inline-lag-1.c in check mode, where no nests are joined: no call is
   inlined.  */
#include "inline-lag-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows_" "original" } } */
/* { dg-final { scan-hpc-dump-times "(sweep|copy|copy_from|copy_last) \\(\\(void \\*\\)" 6 "original" } } */
