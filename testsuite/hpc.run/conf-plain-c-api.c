/* { dg-do run } */
/* { dg-hpc-procs "1 2 3" } */
/* { dg-options "-fplugin-arg-hpc-no-short-keywords" } */
/* The library from plain C, without the constructs: hpc_array_new over
   ranges and extents, hpc_array_offset to place elements, collectives
   on whole arrays and hpc_sec sections, hpc_array_free.  */
#include <hpc.h>
#include "conf-kinds.h"

enum { N = 9, M = 2 };

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  Range x = hpc_cyclic_range (N, hpc_dim (p, 0));
  Range ranges[2] = { x, NULL };
  long extents[2] = { 0, M };
  double *a = hpc_array_new (sizeof (double), 2, ranges, extents);
  for (long g = 0; g < N; g++)
    if (hpc_owner (x, g) == hpc_coord (p, 0))
      for (long j = 0; j < M; j++)
        a[hpc_array_offset (a, 0, g) * M + j] = g + j * 0.5;
  double want = 0;
  for (long g = 0; g < N; g++)
    want += g;
  CHECK (hpc_sum_double (hpc_sec (a, hpc_all (), hpc_scalar (0))) == want);
  CHECK (hpc_sum_double (a) == 2 * want + N * 0.5);
  long n = N;
  double *r = hpc_array_new (sizeof (double), 1, NULL, &n);
  hpc_remap (r, hpc_sec (a, hpc_all (), hpc_scalar (1)));
  for (long g = 0; g < N; g++)
    CHECK (r[g] == g + 0.5);
  hpc_array_free (r);
  hpc_array_free (a);
  return 0;
}
