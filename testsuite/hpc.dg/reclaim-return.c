/* { dg-do compile } */
/* { dg-options "-O2" } */
/* An allocation returned at once, its ranges read from a struct: the
   reclaim stage leaves the return's assignment to the result as it is,
   as the gimplifier requires.  */
#include <hpc.h>

struct shape { const char *name; Range r[2]; long n[2]; int inner; };

void *
alloc (const struct shape *s, int permuted)
{
  long e[2];
  for (int d = 0; d < 2; d++)
    e[d] = s->n[d];
  if (permuted)
    return __hpc_array_alloc_inner_v (8, s->name, 2, s->inner, s->r[0], e[0],
				      s->r[1], e[1]);
  return __hpc_array_alloc_v (8, s->name, 2, s->r[0], e[0], s->r[1], e[1]);
}
