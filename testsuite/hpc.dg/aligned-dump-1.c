/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A location of x0 = hpc_ghosts (x, 0) on an array over x becomes the
   map  i * mul + add  set at the over's entry, and the over is compiled
   twice: where the map is 1 * i + 0 the copy's subscripts are the
   location itself.  An over of the array's own range gets no map.  */
#include <hpc.h>

void
f (int n)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
      Range x0 = hpc_ghosts (x, 0);
      distributed double a[x], b[x0];
      over (i = x)
	a[i] = 1;
      over (i = x0)
	b[i] = a[i - 1] + a[i + 1];
    }
}

/* { dg-final { scan-hpc-dump-times "__hpc_mul_a_0 = __hpc_align_mul \\(\\(const struct hpc_range \\*\\) x0, \\(const void \\*\\) &a, 0," 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_add_a_0 = __hpc_align_add \\(" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_align_(mul|add) \\(" 2 "original" } } */
/* { dg-final { scan-hpc-dump "if \\(__hpc_mul_a_0 == 1 && __hpc_add_a_0 == 0\\)" "original" } } */
/* { dg-final { scan-hpc-dump "b\\\[i\\\] = a\\\[i \\+ -1\\\] \\+ a\\\[i \\+ 1\\\];" "original" } } */
/* { dg-final { scan-hpc-dump "a\\\[\\(i \\* \\(__hpc_index_t\\) __hpc_mul_a_0 \\+ \\(__hpc_index_t\\) __hpc_add_a_0\\) \\+ -1\\\]" "original" } } */
/* { dg-final { scan-hpc-dump "a\\\[i\\\] = 1.0e\\+0;" "original" } } */
