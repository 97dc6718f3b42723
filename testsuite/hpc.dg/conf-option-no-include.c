/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hpc-no-include" } */
/* With -fplugin-arg-hpc-no-include hpc.h is not force-included: a
   program that includes it itself compiles (and __HPC__ is still
   defined).  */
#include <hpc.h>
#ifndef __HPC__
#error "__HPC__ is not defined"
#endif
void
f (Procs1 p, int n)
{
  on (p) {
    Range x = hpc_block_range (n, hpc_dim (p, 0));
    distributed int u[x];
    over (i = x | :) u[i] = 0;
  }
}
