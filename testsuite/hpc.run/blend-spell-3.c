/* { dg-do run } */
/* { dg-hpc-procs "1 2 3 4" } */
/* { dg-hpc-threads "1 2" } */
/* Figure 2's red-black update on floats with its sum in a temporary of
   another type (blend.cc folds the value stored as the one-statement
   spelling folds): in a double times 0.25 and in a float times the
   double 0.25, both blended, the product exact in float; in a double
   times 0.3, computed in double and left plain.  Each gives the results
   of the same loop run sequentially, bit for bit, on every row length
   the processes give.  hpc.dg/blend-spell-temp-double.c checks which
   are blended.  */
#include <stdio.h>
#include <stdlib.h>

enum { N = 150, NITER = 3 };

static long wrong;

static void
compare (const char *what, long i, long j, float got, float want)
{
  if (__builtin_memcmp (&got, &want, sizeof got)
      && __atomic_fetch_add (&wrong, 1, __ATOMIC_RELAXED) < 10)
    fprintf (stderr, "%s[%ld][%ld] = %.9g, sequential %.9g\n", what, i, j,
	     got, want);
}

/* Values whose sums of four round in float.  */
static double
initial (long i, long j)
{
  return (double) ((i * 7 + j * 3) % 11) / 3.0 + (i == 0 ? 3.5 : 0.0);
}

#define DOUBLE_TEMP(u, i, j)						\
  {									\
    double nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];	\
    u[i][j] = 0.25 * nb;						\
  }
#define FLOAT_TEMP(u, i, j)						\
  {									\
    float nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];	\
    u[i][j] = 0.25 * nb;						\
  }
#define INEXACT(u, i, j)						\
  {									\
    double nb = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];	\
    u[i][j] = 0.3 * nb;							\
  }

/* Red-black sweeps of BODY on the plain N x N array S.  */
#define SEQUENTIAL(BODY, s)						\
  for (int iter = 0; iter < NITER; iter++)				\
    for (int parity = 0; parity < 2; parity++)				\
      for (int i = 1; i <= N - 2; i++)					\
	for (int j = 1 + (i + parity) % 2; j <= N - 2; j += 2)		\
	  BODY (s, i, j)

/* The same on the distributed array U over X and Y.  */
#define DISTRIBUTED(BODY, u, x, y)					\
  for (int iter = 0; iter < NITER; iter++)				\
    for (int parity = 0; parity < 2; parity++)				\
      {									\
	hpc_write_halo (u);						\
	over (i = x | 1 : N - 2)					\
	  over (j = y | 1 + (hpc_idx (x, i) + parity) % 2 : N - 2 : 2)	\
	    BODY (u, i, j)						\
      }

static float s1[N][N], s2[N][N], s3[N][N];

static void
sequential (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s1[i][j] = s2[i][j] = s3[i][j] = initial (i, j);
  SEQUENTIAL (DOUBLE_TEMP, s1);
  SEQUENTIAL (FLOAT_TEMP, s2);
  SEQUENTIAL (INEXACT, s3);
}

int
main (void)
{
  sequential ();
  Procs2 p = hpc_procs2 (HPC_AUTO, HPC_AUTO);
  on (p) {
    Range x = hpc_block_range (N, hpc_dim (p, 0), 1);
    Range y = hpc_block_range (N, hpc_dim (p, 1), 1);
    distributed float u1[x][y], u2[x][y], u3[x][y];
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  u1[i][j] = u2[i][j] = u3[i][j] = initial (gi, gj);
	}
    DISTRIBUTED (DOUBLE_TEMP, u1, x, y);
    DISTRIBUTED (FLOAT_TEMP, u2, x, y);
    DISTRIBUTED (INEXACT, u3, x, y);
    over (i = x | :)
      over (j = y | :)
	{
	  long gi = hpc_idx (x, i), gj = hpc_idx (y, j);
	  compare ("double temporary", gi, gj, u1[i][j], s1[gi][gj]);
	  compare ("float temporary", gi, gj, u2[i][j], s2[gi][gj]);
	  compare ("inexact", gi, gj, u3[i][j], s3[gi][gj]);
	}
  }
  long all = 0;
  MPI_Allreduce (&wrong, &all, 1, MPI_LONG, MPI_SUM, hpc_comm (hpc_apg ()));
  if (all)
    abort ();
  return 0;
}
