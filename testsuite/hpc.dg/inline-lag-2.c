/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-fuse" } */
/* inline-lag-1.c with -fplugin-arg-hpc-no-fuse: no call is inlined,
   since no pass would join the nests.  */
#include "inline-lag-1.c"
/* { dg-final { scan-hpc-dump-not "__hpc_rows_" "original" } } */
/* { dg-final { scan-hpc-dump-times "(sweep|copy|copy_from|copy_last) \\(\\(void \\*\\)" 6 "original" } } */
