/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-hpc-threads "2" } */
/* Array reductions run on OpenMP threads inside each process, in fixed
   chunks of rows: float sums, dot products, max-location and a user
   operator give the same bits for 1, 2 and 3 threads, and equal
   exactly computed values where the data make that possible.  */
#include <omp.h>
#include <stdio.h>
#include <string.h>

enum { N = 700, M = 300 };     /* 210,000 elements: enough for threads */

static void
xor_op (void *acc, const void *x)
{
  *(long *) acc ^= *(const long *) x;
}

struct results { double sum, dot, mx; long where[2], bits, isum; };

static struct results
reduce_all (void *a, void *b, void *c)
{
  struct results r;
  r.sum = hpc_sum ((double *) a);
  r.dot = hpc_dot ((double *) a, (double *) b);
  r.mx = hpc_maxloc_double (a, r.where);
  long id = 0;
  hpc_reduce (&r.bits, c, xor_op, &id, sizeof (long));
  r.isum = hpc_sum ((long *) c);
  return r;
}

int
main (void)
{
  int bad = 0;
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    Range y = hpc_cyclic_range (M, hpc_dim (p, 1));
    distributed double a[x][y], b[x][y];
    distributed long c[x][y];
    long isum = 0, bits = 0;
    for (long i = 0; i < N; i++)
      for (long j = 0; j < M; j++)
        isum += i * 3 + j, bits ^= i * 3 + j;
    over (i = x | :)
      over (j = y | :) {
        long g = hpc_idx (x, i) * M + hpc_idx (y, j);
        a[i][j] = 1.0 / (1 + g % 97) + (g == 123457 ? 5.0 : 0.0);
        b[i][j] = 0.1 * (g % 13);
        c[i][j] = hpc_idx (x, i) * 3 + hpc_idx (y, j);
      }
    struct results one;
    for (int nt = 1; nt <= 3; nt++) {
      omp_set_num_threads (nt);
      struct results r = reduce_all (a, b, c);
      over (i = x | :)
        over (j = y | :)
          c[i][j] ^= 0;
      if (nt == 1)
        one = r;
      else if (memcmp (&r, &one, sizeof r) != 0) {
        printf ("%d threads: sum %.17g dot %.17g differ from 1 thread's "
                "%.17g %.17g\n", nt, r.sum, r.dot, one.sum, one.dot);
        bad = 1;
      }
    }
    if (one.isum != isum || one.bits != bits || one.where[0] * M + one.where[1] != 123457 || one.mx < 5.0) {
      printf ("isum %ld (want %ld), maxloc %ld,%ld (want 411,157)\n",
              one.isum, isum, one.where[0], one.where[1]);
      bad = 1;
    }
  }
  return bad;
}
