/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdump-tree-original" } */
/* A nest whose subscripts map locations of both its ranges (a function
   naming the ranges of its arrays apart): the inner over's maps are set
   at the outer over's entry, where its range and the array are known,
   so the nest is compiled twice, not once per over: one choice between
   the mapped nest and the copy whose subscripts are the locations.  */
#include <hpc.h>

void
g (distributed double r[Range rx][Range ry],
   distributed double u[Range ux][Range uy])
{
  (void) ux;
  (void) uy;
  over (i = rx | 1 : 10)
    over (j = ry | 1 : 10)
      r[i][j] = u[i - 1][j] + u[i][j + 1];
}

/* { dg-final { scan-hpc-dump-times "__hpc_align_mul \\(" 4 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(\\(__hpc_mul_u_0 == 1 && __hpc_add_u_0 == 0\\) && \\(__hpc_mul_u_1 == 1 && __hpc_add_u_1 == 0\\)\\)" 1 "original" } } */
/* { dg-final { scan-hpc-dump-times "if \\(\\(__hpc_mul" 2 "original" } } */
/* { dg-final { scan-hpc-dump "r\\\[i\\\]\\\[j\\\] = u\\\[i \\+ -1\\\]\\\[j\\\] \\+ u\\\[i\\\]\\\[j \\+ 1\\\];" "original" } } */
/* { dg-final { scan-hpc-dump "u\\\[i \\* \\(__hpc_index_t\\) __hpc_mul_u_0 \\+ \\(__hpc_index_t\\) __hpc_add_u_0\\\]\\\[\\(j \\* \\(__hpc_index_t\\) __hpc_mul_u_1 \\+ \\(__hpc_index_t\\) __hpc_add_u_1\\) \\+ 1\\\]" "original" } } */

/* Ranges declared inside a construct: the inner over's maps are set at
   the outer over's entry, and the nest makes one choice.  */
void
h (int n)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p)
    {
      Range x = hpc_block_range (n, hpc_dim (p, 0), 1);
      Range y = hpc_block_range (n, hpc_dim (p, 1), 1);
      Range x0 = hpc_ghosts (x, 0), y0 = hpc_ghosts (y, 0);
      distributed double a[x][y], b[x0][y0];
      over (i = x0)
	over (j = y0)
	  b[i][j] = a[i + 1][j - 1];
    }
}

/* { dg-final { scan-hpc-dump-times "if \\(\\(__hpc_mul_a_0 == 1 && __hpc_add_a_0 == 0\\) && \\(__hpc_mul_a_1 == 1 && __hpc_add_a_1 == 0\\)\\)" 1 "original" } } */
/* { dg-final { scan-hpc-dump "b\\\[i\\\]\\\[j\\\] = a\\\[i \\+ 1\\\]\\\[j \\+ -1\\\];" "original" } } */
/* { dg-final { scan-hpc-dump-times "__hpc_mul_a_1 = __hpc_align_mul \\(" 1 "original" } } */
