/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A triangular over (Figure 1's update) takes its stripes the other way
   round each run after the first: a static count of its runs, whose
   parity goes to __hpc_thread_stripe_walk.  An over of even work (the
   rectangle below) takes one chunk a thread and has no such count.  */
#include "noalias-fig1.h"

void
rectangle (Procs1 p, int N)
{
  on (p) {
    Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
    distributed float a[N][x];
    distributed float b[N];
    over (m = x | :)
      for (int i = 0; i < N; i++)
	a[i][m] = b[i];
  }
}
/* { dg-final { scan-hpc-dump-times "static unsigned int __hpc_sweeps;" 1 "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_back = \\(int\\) __hpc_sweeps & 1;" "original" } } */
/* { dg-final { scan-hpc-dump "__hpc_sweeps = __hpc_sweeps \\+ 1;" "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_thread_stripe_walk \\(__hpc_loop.count, __hpc_back," 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_thread_chunk " 1 "original" } } */
