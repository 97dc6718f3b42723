/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original -fplugin-arg-hpc-no-alternate" } */
/* With -fplugin-arg-hpc-no-alternate a triangular over takes its
   stripes forwards every run: no count of its runs.  */
#include "noalias-fig1.h"
/* { dg-final { scan-hpc-dump-not "__hpc_sweeps" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_thread_stripe_walk \\(__hpc_loop.count, 0," "original" } } */
