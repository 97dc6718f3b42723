/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* hpc_reduce with a user operator on a struct element type: an
   associative but not commutative operator (2x2 integer matrix
   product), which shows the documented order (each process's elements
   in increasing global order, then the processes in rank order: global
   order for contiguous distributions), and a (min, count) pair.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 10 };

struct mat { long a, b, c, d; };
struct mc { long min, count; };

static void
matmul (void *acc, const void *x)
{
  struct mat *m = acc;
  const struct mat *y = x;
  struct mat r = { m->a * y->a + m->b * y->c, m->a * y->b + m->b * y->d,
                   m->c * y->a + m->d * y->c, m->c * y->b + m->d * y->d };
  *m = r;
}

static void
mincount (void *acc, const void *x)
{
  struct mc *m = acc;
  const struct mc *y = x;
  if (y->min < m->min)
    *m = *y;
  else if (y->min == m->min)
    m->count += y->count;
}

static struct mat el (long g) { return (struct mat) { 1, g % 3, (g % 2), 1 }; }

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  on (p) {
    for (int k = K_BLOCK; k <= K_SUB_CYCLIC; k++)
      {
        Range x = conf_range (k, N, hpc_dim (p, 0));
        distributed struct mat u[x];
        distributed struct mc v[x];
        over (i = x | :)
          {
            long g = hpc_idx (x, i);
            u[i] = el (g);
            v[i] = (struct mc) { (g * 7) % 4, 1 };
          }
        struct mat id = { 1, 0, 0, 1 }, got, want = id;
        for (int c = 0; c < hpc_shape (p, 0); c++)
          for (long g = 0; g < N; g++)
            if (hpc_owner (x, g) == c)
              {
                struct mat e = el (g);
                matmul (&want, &e);
              }
        hpc_reduce (&got, u, matmul, &id, sizeof (struct mat));
        CHECK (got.a == want.a && got.b == want.b && got.c == want.c && got.d == want.d);
        struct mc big = { 1000, 0 }, r;
        hpc_reduce (&r, v, mincount, &big, sizeof (struct mc));
        CHECK (r.min == 0 && r.count == 3);
      }
  }
  return 0;
}
