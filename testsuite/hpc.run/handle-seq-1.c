/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Handles with sequential dimensions: three values for every index of a
   range (c[Range][int]) and a replicated array (w[int]), allocated with
   hpc_new (x, 3) and hpc_new (n), passed to a distributed parameter
   binding the sequential extent, and checked against plain C.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 25, K = 3 };

distributed long c[Range][int];

static long
row_total (distributed long a[Range x][int k])
{
  long s = 0;
  over (i = x)
    for (int j = 0; j < k; j++)
      s += a[i][j];
  return s;
}

int
main (void)
{
  Procs1 p = hpc_procs1 (HPC_AUTO);
  long wrong = 0, want = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < K; j++)
      want += i * 10 + j;
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0));
    c = hpc_new (x, K);
    distributed long w[int] = hpc_new (N);
    over (i = x)
      for (int j = 0; j < K; j++)
	c[i][j] = hpc_idx (x, i) * 10 + j;
    for (int i = 0; i < N; i++)
      w[i] = i;
    long mine = row_total (c), all = 0;
    MPI_Allreduce (&mine, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (p));
    if (all != want || hpc_sum (c) != want)
      wrong++;
    over (i = x)
      if (c[i][2] != w[hpc_idx (x, i)] * 10 + 2)
	wrong++;
    hpc_free (c);
    hpc_free (w);
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (all)
    {
      fprintf (stderr, "%ld checks failed\n", all);
      abort ();
    }
  return 0;
}
