/* cholesky_ref.c - the hand-written reference for cholesky_hpc.c: the
   same column-cyclic float Cholesky (HPJava's Figure 1, same operations
   on every element, so the same L bit for bit) in plain C + MPI + OpenMP,
   as an expert would write it: each process stores its columns
   contiguously (column-major), the owner scales the pivot column in place
   and MPI_Bcasts it, every process updates its later columns with an
   OpenMP loop over columns (cyclic schedule: the columns shorten as
   their index grows), each column a unit-stride loop the compiler
   vectorises.
   Usage: cholesky_ref N; prints "time <s> checksum <sum of L>".  */
#include "ref_alloc.h"
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turns.h"

static float
matrix (int i, int j, int n)
{
  return (i == j ? 2.0f * n : 0.0f) + cosf ((float) (i + j)) + 1.0f;
}

/* Columns j = rank, rank + P, ... of the N x N matrix; local column m is
   A + m * N (rows 0..N-1).  */
struct columns
{
  int n, nprocs, rank;
  long ncols;
  float *a;
};

/* Step K: the owner finishes column K and everybody gets its part below
   the diagonal in B[K+1..N-1].  */
static void
pivot_column (const struct columns *c, int k, float *b)
{
  int owner = k % c->nprocs, n = c->n;
  if (owner == c->rank)
    {
      float *col = c->a + (long) (k / c->nprocs) * n;
      float d = sqrtf (col[k]);
      col[k] = d;
      for (int s = k + 1; s < n; s++)
	col[s] /= d;
      memcpy (b + k + 1, col + k + 1, (n - k - 1) * sizeof *b);
    }
  MPI_Bcast (b + k + 1, n - k - 1, MPI_FLOAT, owner, MPI_COMM_WORLD);
}

/* A[i][j] -= B[i] * B[j] for the local columns j > K, rows i >= j.  */
static void
update (const struct columns *c, int k, const float *restrict b)
{
  const int n = c->n, np = c->nprocs, rank = c->rank;
  /* The first local column past K.  */
  const long m0 = (k + 1 - rank + np - 1) / np;
#pragma omp parallel for schedule(static, 1)
  for (long m = m0; m < c->ncols; m++)
    {
      const int j = (int) (m * np + rank);
      float *restrict col = c->a + m * n;
      const float bj = b[j];
      for (int i = j; i < n; i++)
	col[i] -= b[i] * bj;
    }
}

int
main (int argc, char **argv)
{
  int provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  struct columns c;
  c.n = argc > 1 ? atoi (argv[1]) : 2048;
  MPI_Comm_size (MPI_COMM_WORLD, &c.nprocs);
  MPI_Comm_rank (MPI_COMM_WORLD, &c.rank);
  int n = c.n;
  c.ncols = n > c.rank ? (n - c.rank + c.nprocs - 1) / c.nprocs : 0;
  c.a = ref_alloc ((c.ncols * n + 1) * sizeof (float));
  float *b = malloc ((n + 1) * sizeof *b);
#pragma omp parallel for schedule(static)
  for (long m = 0; m < c.ncols; m++)
    for (int i = 0; i < n; i++)
      c.a[m * n + i] = matrix (i, (int) (m * c.nprocs + c.rank), n);

  turns_begin ();
  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (int k = 0; k < n - 1; k++)
    {
      pivot_column (&c, k, b);
      update (&c, k, b);
      turns_between (k + 1, n - 1);
    }
  if ((n - 1) % c.nprocs == c.rank)
    {
      float *last = c.a + (long) ((n - 1) / c.nprocs) * n + n - 1;
      *last = sqrtf (*last);
    }
  double t = MPI_Wtime () - t0 - turns_waited ();
  MPI_Allreduce (MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

  double s = 0, checksum;
  for (long m = 0; m < c.ncols; m++)
    for (int i = (int) (m * c.nprocs + c.rank); i < n; i++)
      s += c.a[m * n + i];
  MPI_Allreduce (&s, &checksum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  if (c.rank == 0)
    printf ("time %.6f checksum %.15e\n", t, checksum);
  ref_free (c.a);
  free (b);
  turns_end ();
  MPI_Finalize ();
  return 0;
}
