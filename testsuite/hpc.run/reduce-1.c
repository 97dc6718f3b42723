/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Reductions (sum, product, max, min and their generic forms, max/min
   location, any/all, a user operator, dot products) over every 1-D
   distribution kind, sections, and replicated arrays, against sequential
   results; floating results must be bitwise equal on every process.  */

#include <hpc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds.h"

static int ival (long g) { return (int) ((g * 7) % 11) - 5; }
static double dval (long g) { return 0.1 * ((g * 5) % 13) - 0.3; }

/* Whether X is bitwise the same on every process.  */
static int
same_everywhere (double x)
{
  long bits, lo, hi;
  memcpy (&bits, &x, sizeof bits);
  MPI_Allreduce (&bits, &lo, 1, MPI_LONG, MPI_MIN, hpc_comm (hpc_apg ()));
  MPI_Allreduce (&bits, &hi, 1, MPI_LONG, MPI_MAX, hpc_comm (hpc_apg ()));
  return lo == hi;
}

static void
xor_op (void *acc, const void *x)
{
  *(long *) acc ^= *(const long *) x;
}

/* Every reduction of arrays over R (N indices).  */
static void
check_kind (Range r, long n)
{
  int *a = hpc_array_new (sizeof (int), 1, &r, &n);
  double *d = hpc_array_new (sizeof (double), 1, &r, &n);
  double *e = hpc_array_new (sizeof (double), 1, &r, &n);
  long *l = hpc_array_new (sizeof (long), 1, &r, &n);
  float *f = hpc_array_new (sizeof (float), 1, &r, &n);
  for (long g = 0; g < n; g++)
    if (held (r, g))
      {
        ptrdiff_t o = hpc_array_offset (a, 0, g);
        a[o] = ival (g), d[o] = dval (g), e[o] = ival (g), l[o] = g * g;
        f[o] = (float) ival (g);
      }
  long sum = 0, prod = 1, mx = -100, mn = 100, imx = -1, imn = -1, x = 0;
  long ssum = 0;
  double dot = 0;
  int any = 0, all = 1;
  for (long g = 0; g < n; g++)
    {
      int v = ival (g);
      sum += v, prod *= v % 3 + 2, x ^= g * g, dot += (double) v * v;
      if (v > mx) mx = v, imx = g;
      if (v < mn) mn = v, imn = g;
      any |= v != 0, all &= v != 0;
      if (g % 2 == 1)
        ssum += v;
    }
  CHECK (hpc_sum_int (a) == sum && hpc_sum (a) == sum);
  CHECK (hpc_sum (e) == sum && hpc_sum (f) == sum);
  CHECK (hpc_max (a) == mx && hpc_min (a) == mn);
  CHECK (hpc_max (f) == mx && hpc_min (e) == mn);
  CHECK (hpc_sum_int (hpc_sec (a, hpc_triplet (1, HPC_END, 2))) == ssum);
  long idx = -2;
  CHECK (hpc_maxloc_int (a, &idx) == mx && idx == imx);
  CHECK (hpc_minloc_double (e, &idx) == mn && idx == imn);
  CHECK (hpc_minloc_float (f, &idx) == mn && idx == imn);
  CHECK (hpc_any_true (a) == any && hpc_all_true (a) == all);
  long r0 = 0, rx = -1;
  hpc_reduce (&rx, l, xor_op, &r0, sizeof (long));
  CHECK (rx == x);
  CHECK (hpc_dot (e, e) == dot && hpc_dot_double (e, e) == dot);
  double s = hpc_sum (d), m = hpc_max (d), ds = hpc_dot (d, e);
  CHECK (same_everywhere (s) && same_everywhere (m) && same_everywhere (ds));
  /* Products of small integers: exact.  */
  for (long g = 0; g < n; g++)
    if (held (r, g))
      a[hpc_array_offset (a, 0, g)] = ival (g) % 3 + 2;
  CHECK (hpc_prod (a) == prod && hpc_prod_long (l) == (n == 1 ? 0 : 0));
  hpc_array_free (a);
  hpc_array_free (d);
  hpc_array_free (e);
  hpc_array_free (l);
  hpc_array_free (f);
}

/* A 2-D array over dimension 0 of a 2-D grid, sequential in its second
   dimension and replicated over grid dimension 1: every element counts
   once.  */
static void
check_replicated (long n)
{
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  Range r = hpc_cyclic_range (n, hpc_dim (p, 0));
  long *a = hpc_array_new (sizeof (long), 2, (Range[]) { r, NULL },
                           (long[]) { 0, 3 });
  long sum = 0;
  for (long g = 0; g < n; g++)
    for (long j = 0; j < 3; j++)
      {
        sum += g * 3 + j;
        if (held (r, g))
          a[hpc_array_offset (a, 0, g) * 3 + j] = g * 3 + j;
      }
  CHECK (hpc_sum (a) == sum);
  long idx[2];
  CHECK (hpc_maxloc_long (a, idx) == n * 3 - 1 && idx[0] == n - 1
         && idx[1] == 2);
  CHECK (hpc_sum_long (hpc_sec (a, hpc_all (), hpc_scalar (1)))
         == n * (n - 1) / 2 * 3 + n);
  hpc_array_free (a);
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  static const long sizes[] = { 1, 3, 10 };
  int done = 0;
  for (int si = 0; si < 3; si++)
    {
      for (int k = 0; k < KINDS; k++, done++)
        check_kind (make_range (k, sizes[si], hpc_dim (p, 0)), sizes[si]);
      check_replicated (sizes[si]);
    }
  if (hpc_rank () == 0)
    printf ("reduce-1: %d distributions checked\n", done);
  return 0;
}
